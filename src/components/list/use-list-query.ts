import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '#src/contracts/list';
import { type ListLoad, listLoadState } from './list-load-state';

/**
 * A paginated list read with its load state. Deliberately not suspending and without
 * `placeholderData`: a new filter shows skeletons in place of the rows (spec section 4: the
 * list is emptied when a new load starts), and a failure shows inside the list, not as an error
 * page.
 */
export function useListQuery<Page extends Paginated<unknown>, K extends QueryKey>(
  options: UseQueryOptions<Page, Error, Page, K>,
): ListLoad<Page['items'][number]> & { retry: () => void } {
  const query = useQuery(options);
  return { ...listLoadState<Page['items'][number]>(query), retry: () => void query.refetch() };
}
