import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { visitQueryOptions } from '#src/api/visits/get-visit';
import {
  checkListParamsQueryOptions,
  checkPhotosQueryOptions,
  visitCheckListsQueryOptions,
  visitCheckResultsQueryOptions,
} from './get-check-list';

/**
 * The photo fetches come with the check page's own code: the route's loader is in the start chunk,
 * and the file calls' schemas must stay out of it (the sign-in page's budget).
 */
const photoPrefetches = () => import('./prefetch-check-photos');

/** Starts a read as a loader does; once it has settled, what the cache holds for it. */
async function prefetched<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): Promise<TData | undefined> {
  await queryClient.prefetchQuery(options);
  const key: QueryKey = options.queryKey;
  return queryClient.getQueryData<TData>(key);
}

/**
 * Starts every read a visit's check needs, whichever half of the check page is on screen: the
 * visit and its photos, the check lists and each one's params, the earlier checks and their
 * photos. On a narrow screen the half not shown is a tab whose reads would wait until it is
 * opened (a hidden tab runs no effects), which offline is too late; each read is kept on the
 * device as it comes, and each photo by the service worker. The loader never waits for it
 * (docs/decisions/018-loaders-start-screens-read.md): the reads that need another's answer follow
 * it. `photos`: false for a preload (a pointer resting on a link), which must not fetch a visit's
 * photos for every row it passes over.
 */
export function prefetchVisitCheck(
  queryClient: QueryClient,
  visitId: number,
  { photos }: { photos: boolean },
): void {
  void prefetched(queryClient, visitQueryOptions(visitId)).then((visit) => {
    if (!visit || !photos) return;
    void photoPrefetches().then((module) => module.prefetchVisitPhotos(queryClient, visit));
  });
  void prefetched(queryClient, visitCheckListsQueryOptions(visitId)).then((lists) => {
    for (const list of lists ?? []) {
      void queryClient.prefetchQuery(checkListParamsQueryOptions(list.id));
    }
  });
  void prefetched(queryClient, visitCheckResultsQueryOptions(visitId)).then(async (results) => {
    const ids = (results ?? []).map((result) => result.id);
    if (ids.length === 0) return;
    const links = await prefetched(queryClient, checkPhotosQueryOptions(ids));
    if (!links || !photos) return;
    void photoPrefetches().then((module) => module.prefetchCheckPhotos(queryClient, links));
  });
}
