import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '#server/access/require-user';
import { registerCall } from '#server/http/register-call';
import { notificationCalls } from '#src/contracts/notifications';
import { countUnviewed, listOwnNotifications, markViewed } from './own-notifications';

/** A user's own notifications; nobody, administrators included, reads another's here. */
export const ownNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, notificationCalls.listNotifications, async (request) =>
    listOwnNotifications(app.db, callerOf(request).id, request.body),
  );

  registerCall(app, notificationCalls.checkViewed, async (request) => {
    const userId = callerOf(request).id;
    const ids = await markViewed(app.db, userId, request.body);
    return { ids, unviewed_count: await countUnviewed(app.db, userId) };
  });
};
