import { queryOptions } from '@tanstack/react-query';
import { mainApi } from '#src/api/services';
import type { VisitDetails } from '#src/contracts/visits';

/** GET {main}/feeds/{id}/ — the visit's details with the caller's actions. */
export function getVisit(visitId: number, signal?: AbortSignal): Promise<VisitDetails> {
  return mainApi.get<VisitDetails>(`/feeds/${visitId}/`, { signal });
}

export const visitQueryKey = (visitId: number) => ['visits', 'detail', visitId] as const;

export function visitQueryOptions(visitId: number) {
  return queryOptions({
    queryKey: visitQueryKey(visitId),
    queryFn: ({ signal }) => getVisit(visitId, signal),
  });
}
