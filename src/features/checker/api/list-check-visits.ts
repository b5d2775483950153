import { queryOptions } from '@tanstack/react-query';
import { checkerApi } from '#src/api/services';
import type { CheckOutlet, CheckVisit, CheckVisitFilter } from '#src/contracts/checker';
import { MAX_PAGE_SIZE } from '#src/contracts/limits';
import type { Paginated } from '#src/contracts/list';
import { checkerKeys } from '../query-keys';

/** POST {checker}/api/v1/visits/list/ — a page of visits to check, newest first. */
export function checkVisitsQueryOptions(filter: CheckVisitFilter) {
  return queryOptions({
    queryKey: checkerKeys.visits(filter),
    queryFn: ({ signal }) =>
      checkerApi.post<Paginated<CheckVisit>>('/api/v1/visits/list/', filter, { signal }),
  });
}

/** POST {checker}/api/v1/visits/project_outlet_filter/ — outlets for the outlet filter. */
export function checkOutletsQueryOptions(projectIds: readonly number[]) {
  const body = {
    ...(projectIds.length ? { project_ids: [...projectIds] } : {}),
    limit: MAX_PAGE_SIZE,
    offset: 0,
  };
  return queryOptions({
    queryKey: checkerKeys.outlets(body),
    queryFn: ({ signal }) =>
      checkerApi.post<Paginated<CheckOutlet>>('/api/v1/visits/project_outlet_filter/', body, {
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}
