import { queryOptions } from '@tanstack/react-query';
import type { VisitDetails } from '#src/contracts/visits';
import { visitAddresses } from '#src/contracts/visits-addresses';
import { callApi } from '../call-api';
import { visitKeys } from './query-keys';

/** GET {main}/feeds/{id}/ — the visit's details with the caller's actions. */
function getVisit(visitId: number, signal?: AbortSignal): Promise<VisitDetails> {
  return callApi(visitAddresses.getFeedVisit, { params: { id: visitId }, signal });
}

export function visitQueryOptions(visitId: number) {
  return queryOptions({
    queryKey: visitKeys.detail(visitId),
    queryFn: ({ signal }) => getVisit(visitId, signal),
  });
}
