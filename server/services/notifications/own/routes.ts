import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '#server/access/require-user';
import {
  checkViewedRequestSchema,
  checkViewedSchema,
  notificationFilterSchema,
  notificationListSchema,
} from '#src/contracts/notifications';
import { countUnviewed, listOwnNotifications, markViewed } from './own-notifications';

/** A user's own notifications; nobody, administrators included, reads another's here. */
export const ownNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/notifications/list/',
    {
      config: { permission: { area: 'user_notifications', level: 'read' } },
      schema: {
        summary: "The caller's notifications and unviewed count (limit 0: the counts only)",
        body: notificationFilterSchema,
        response: { 200: notificationListSchema },
      },
    },
    async (request) => listOwnNotifications(app.db, callerOf(request).id, request.body),
  );

  app.post(
    '/api/v1/notifications/check_viewed/',
    {
      config: { permission: { area: 'user_notifications', level: 'read' } },
      schema: {
        summary: "Mark the caller's notifications viewed (ids, or all); others' ids are ignored",
        body: checkViewedRequestSchema,
        response: { 200: checkViewedSchema },
      },
    },
    async (request) => {
      const userId = callerOf(request).id;
      const ids = await markViewed(app.db, userId, request.body);
      return { ids, unviewed_count: await countUnviewed(app.db, userId) };
    },
  );
};
