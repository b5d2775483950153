import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import type { Paginated } from '#src/contracts/list';
import type { SupportRequestType } from '#src/contracts/support';
import { supportAddresses } from '#src/contracts/support-addresses';
import { supportKeys } from '../query-keys';

/** POST {main}/support_request_types/list/ — a short fixed list: one page holds all. */
function listSupportRequestTypes(signal?: AbortSignal): Promise<Paginated<SupportRequestType>> {
  return callApi(supportAddresses.listSupportRequestTypes, {
    body: { limit: 100, offset: 0 },
    signal,
  });
}

export function supportRequestTypesQueryOptions() {
  return queryOptions({
    queryKey: supportKeys.requestTypes,
    queryFn: ({ signal }) => listSupportRequestTypes(signal),
    select: (reply) => reply.items,
    // Types change with a deployment, not during a working day.
    staleTime: 60 * 60_000,
  });
}
