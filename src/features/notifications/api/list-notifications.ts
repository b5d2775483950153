import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import {
  type NotificationFilter,
  type NotificationList,
  notificationCalls,
} from '#src/contracts/notifications';
import { notificationKeys } from '../query-keys';

/**
 * POST {notifications}/api/v1/notifications/list/ — the caller's own notifications, newest
 * first, with `unviewed_count`. The listed ones become received on the server.
 */
export function listNotifications(
  filter: NotificationFilter,
  signal?: AbortSignal,
): Promise<NotificationList> {
  return callApi(notificationCalls.listNotifications, { body: filter, signal });
}

export function notificationsQueryOptions(filter: NotificationFilter) {
  return queryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ signal }) => listNotifications(filter, signal),
  });
}
