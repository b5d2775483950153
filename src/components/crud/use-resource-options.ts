import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../contracts/list';
import { listQueryOptions } from './resource-api';
import { type AnyResource, isProjectScoped, rowTitle } from './resource-definition';
import { useListScope } from './scope-context';

/** The rows of another resource as choices of a select or a filter (the first 1,000). */
export function useResourceOptions(resource: AnyResource) {
  const projectIds = useListScope();
  const scope =
    isProjectScoped(resource) && projectIds.length ? { project_ids: [...projectIds] } : {};
  const query = useQuery(
    listQueryOptions(resource, { ...scope, sort: resource.sort, limit: MAX_PAGE_SIZE, offset: 0 }),
  );
  const options = (query.data?.items ?? []).map((row) => ({
    value: row.id as number,
    label: rowTitle(resource, row),
  }));
  return { options, loading: query.isPending };
}
