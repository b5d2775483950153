import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import type { NotificationFilter, NotificationList } from '#src/contracts/notifications';
import { notificationAddresses } from '#src/contracts/notifications-addresses';
import { notificationKeys } from '../query-keys';

/**
 * POST {notifications}/api/v1/notifications/list/ — the caller's own notifications, newest
 * first, with `unviewed_count`. The listed ones become received on the server.
 */
export function listNotifications(
  filter: NotificationFilter,
  signal?: AbortSignal,
): Promise<NotificationList> {
  return callApi(notificationAddresses.listNotifications, { body: filter, signal });
}

export function notificationsQueryOptions(filter: NotificationFilter) {
  return queryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ signal }) => listNotifications(filter, signal),
  });
}
