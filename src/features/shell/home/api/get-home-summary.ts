import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import type { HomeSummary } from '#src/contracts/home';
import { homeAddresses } from '#src/contracts/home-addresses';
import { shellKeys } from '../../query-keys';

/** POST {main}/home/summary/ — the home screen's figures in the selected projects. */
function getHomeSummary(projectIds: readonly number[], signal?: AbortSignal): Promise<HomeSummary> {
  const body = projectIds.length ? { project_ids: [...projectIds] } : {};
  return callApi(homeAddresses.getHomeSummary, { body, signal });
}

export function homeSummaryQueryOptions(projectIds: readonly number[] = []) {
  return queryOptions({
    queryKey: shellKeys.homeSummary(projectIds),
    queryFn: ({ signal }) => getHomeSummary(projectIds, signal),
    // Today's figures move all day: a return to the home screen a little later shows them anew.
    staleTime: 10_000,
  });
}
