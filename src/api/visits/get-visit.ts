import { queryOptions } from '@tanstack/react-query';
import type { VisitDetails } from '#src/contracts/visits';
import { mainApi } from '../services';
import { visitKeys } from './query-keys';

/** GET {main}/feeds/{id}/ — the visit's details with the caller's actions. */
export function getVisit(visitId: number, signal?: AbortSignal): Promise<VisitDetails> {
  return mainApi.get<VisitDetails>(`/feeds/${visitId}/`, { signal });
}

export function visitQueryOptions(visitId: number) {
  return queryOptions({
    queryKey: visitKeys.detail(visitId),
    queryFn: ({ signal }) => getVisit(visitId, signal),
  });
}
