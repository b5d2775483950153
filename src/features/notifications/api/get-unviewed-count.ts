import { queryOptions } from '@tanstack/react-query';
import { notificationKeys } from '../query-keys';
import { listNotifications } from './list-notifications';

/** Spec section 9: the unread count is polled every 5 seconds. */
const UNVIEWED_POLL_MS = 5_000;

/**
 * The caller's unviewed count: the list call with `limit: 0` answers the counts only (one
 * indexed count on the server) and marks nothing received.
 */
export function unviewedCountQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unviewedCount,
    queryFn: async ({ signal }) => (await listNotifications({ limit: 0 }, signal)).unviewed_count,
    refetchInterval: UNVIEWED_POLL_MS,
    // Paused while the tab is hidden; use-unviewed-count.ts refetches the moment it is shown.
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}
