import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import type { CheckVisitFilter } from '#src/contracts/checker';
import { checkerAddresses } from '#src/contracts/checker-addresses';
import { MAX_PAGE_SIZE } from '#src/contracts/limits';
import { checkerKeys } from '../query-keys';

/** POST {checker}/api/v1/visits/list/ — a page of visits to check, newest first. */
export function checkVisitsQueryOptions(filter: CheckVisitFilter) {
  return queryOptions({
    queryKey: checkerKeys.visits(filter),
    queryFn: ({ signal }) => callApi(checkerAddresses.checkVisits, { body: filter, signal }),
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
    queryFn: ({ signal }) => callApi(checkerAddresses.checkOutlets, { body, signal }),
    staleTime: 5 * 60_000,
  });
}
