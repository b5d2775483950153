import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../contracts/list';
import { listQueryOptions } from './resource-api';
import { type AnyResource, isProjectScoped, rowTitle } from './resource-definition';
import { useListScope } from './scope-context';

/**
 * The rows of another resource as choices of a select or a filter (the first 1,000), by id or
 * by the text key `code` names.
 */
export function useResourceOptions(resource: AnyResource): {
  options: { value: number; label: string }[];
  loading: boolean;
};
export function useResourceOptions(
  resource: AnyResource,
  code: string,
): { options: { value: string; label: string }[]; loading: boolean };
export function useResourceOptions(resource: AnyResource, code?: string) {
  const projectIds = useListScope();
  const scope =
    isProjectScoped(resource) && projectIds.length ? { project_ids: [...projectIds] } : {};
  const query = useQuery(
    listQueryOptions(resource, { ...scope, sort: resource.sort, limit: MAX_PAGE_SIZE, offset: 0 }),
  );
  const options = (query.data?.items ?? []).map((row) => ({
    value: code ? String((row as Record<string, unknown>)[code]) : (row.id as number),
    label: rowTitle(resource, row),
  }));
  return { options, loading: query.isPending };
}
