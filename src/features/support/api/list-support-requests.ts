import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import type { Paginated } from '#src/contracts/list';
import type { SupportRequest, SupportRequestFilter } from '#src/contracts/support';
import { supportAddresses } from '#src/contracts/support-addresses';
import { supportKeys } from '../query-keys';

/** POST {main}/v2/support_requests/list/ — every ticket for administrators, one's own otherwise. */
function listSupportRequests(
  filter: SupportRequestFilter,
  signal?: AbortSignal,
): Promise<Paginated<SupportRequest>> {
  return callApi(supportAddresses.listSupportRequests, { body: filter, signal });
}

export function supportRequestsQueryOptions(filter: SupportRequestFilter) {
  return queryOptions({
    queryKey: supportKeys.requests.list(filter),
    queryFn: ({ signal }) => listSupportRequests(filter, signal),
  });
}
