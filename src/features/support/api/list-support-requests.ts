import { queryOptions } from '@tanstack/react-query';
import { mainApi } from '#src/api/services';
import type { Paginated } from '#src/contracts/list';
import type { SupportRequest, SupportRequestFilter } from '#src/contracts/support';
import { supportKeys } from '../query-keys';

/** POST {main}/v2/support_requests/list/ — every ticket for administrators, one's own otherwise. */
export function listSupportRequests(
  filter: SupportRequestFilter,
  signal?: AbortSignal,
): Promise<Paginated<SupportRequest>> {
  return mainApi.post<Paginated<SupportRequest>>('/v2/support_requests/list/', filter, { signal });
}

export function supportRequestsQueryOptions(filter: SupportRequestFilter) {
  return queryOptions({
    queryKey: supportKeys.requests.list(filter),
    queryFn: ({ signal }) => listSupportRequests(filter, signal),
  });
}
