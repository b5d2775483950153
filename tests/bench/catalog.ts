import { type FeedFigures, measureList, withLargeSet } from './feed';

/** `POST /project_outlets/list/`, default filter, limit 50, on the large set's 100,000 outlets. */
export function benchCatalogPostgres(
  adminUrl: string,
  runs = 500,
): Promise<FeedFigures & { seedSeconds?: number }> {
  return withLargeSet(adminUrl, (handle) =>
    measureList(handle, 'PostgreSQL, large set', runs, '/svc/main/project_outlets/list/'),
  );
}
