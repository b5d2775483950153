import { queryOptions } from '@tanstack/react-query';
import { mainApi } from '#src/api/services';
import type { HomeSummary } from '#src/contracts/home';

/** POST {main}/home/summary/ — the home screen's figures in the selected projects. */
export function getHomeSummary(
  projectIds: readonly number[],
  signal?: AbortSignal,
): Promise<HomeSummary> {
  const body = projectIds.length ? { project_ids: [...projectIds] } : {};
  return mainApi.post<HomeSummary>('/home/summary/', body, { signal });
}

/** Keyed by the project scope, so a new selection is a new entry (and the old one stays cached). */
export function homeSummaryQueryOptions(projectIds: readonly number[] = []) {
  return queryOptions({
    queryKey: ['home-summary', [...projectIds]],
    queryFn: ({ signal }) => getHomeSummary(projectIds, signal),
    // Today's figures move all day: a return to the home screen a little later shows them anew.
    staleTime: 10_000,
  });
}
