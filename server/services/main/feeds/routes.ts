import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { callerRider } from '#server/access/provisional-caller';
import { registerCall } from '#server/http/register-call';
import { feedCalls } from '#src/contracts/feeds';
import { listFeeds } from './list-feeds';

export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(
    app,
    feedCalls.listFeeds,
    async (request) => {
      // Only the selected projects where the caller may read the feed, not merely belong to.
      const { permittedProjectIds, context } = await accessOf(request);
      // The restored sign is shown only to the roles of spec section 6; to the others it is
      // neither shown nor usable as a filter (filtering on it would reveal it).
      const rider = () => callerRider(request);
      if (context.rights.restored_sign)
        return listFeeds(app.db, permittedProjectIds, request.body, rider);
      const page = await listFeeds(
        app.db,
        permittedProjectIds,
        { ...request.body, is_restored: undefined },
        rider,
      );
      return { ...page, items: page.items.map((item) => ({ ...item, is_restored: false })) };
    },
    { config: { readsOnly: true } },
  );
};
