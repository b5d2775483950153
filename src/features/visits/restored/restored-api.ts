import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import { feedKeys } from '#src/api/visits/query-keys';
import type { FeedFilter } from '#src/contracts/feeds';
import type { RestoredVisit, RestoredVisitCreate } from '#src/contracts/restored-visits';
import { restoredVisitAddresses } from '#src/contracts/restored-visits-addresses';
import { listFeeds } from '../api/list-feeds';

/** The feed list call with is_restored = true: one page of restored visits. */
export function restoredVisitsQueryOptions(filter: FeedFilter) {
  return queryOptions({
    // Under the feed's key: a change to any visit refreshes this list too.
    queryKey: feedKeys.restored(filter),
    queryFn: ({ signal }) => listFeeds(filter, signal),
  });
}

/** POST {main}/restored_visits/copy/{visit_id}/ — answers the restored copy. */
export function createRestoredVisit(
  visitId: number,
  body: RestoredVisitCreate,
): Promise<RestoredVisit> {
  return callApi(restoredVisitAddresses.createRestoredVisit, {
    params: { visit_id: visitId },
    body,
  });
}
