import type * as z from 'zod/mini';
import { defineCallAddress } from './calls';
import type { notificationFilterSchema, notificationListSchema } from './notifications';

/**
 * The notifications calls a screen's loader makes, without their schemas: route loaders in the start chunk make them, and a value
 * import of contracts/notifications.ts would bring the schema library into it (the sign-in page's
 * budget). The contract module adds the schemas (`withSchemas`), which the server registers.
 */
export const notificationAddresses = {
  listNotifications: defineCallAddress<
    z.input<typeof notificationFilterSchema>,
    z.output<typeof notificationListSchema>
  >()({
    service: 'notifications',
    route: 'POST /api/v1/notifications/list/',
    permission: { area: 'user_notifications', level: 'read' },
    summary: "The caller's notifications and unviewed count (limit 0: the counts only)",
  }),
};
