import type { NotificationFilter } from '#src/contracts/notifications';

/** Query keys of the caller's notifications; a read or a deletion invalidates `all`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (filter: NotificationFilter) => [...notificationKeys.lists, filter] as const,
  unviewedCount: ['notifications', 'unviewed-count'] as const,
};
