import formbody from '@fastify/formbody';
import { asc, count } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { callerOf } from '#server/access/require-user';
import { support_request_types } from '#server/db/schema/index';
import { ApiError, INVALID_FORM } from '#server/http/errors';
import { roleFlags } from '#src/access/role-flags';
import {
  SUPPORT_MESSAGES,
  supportRequestCreateSchema,
  supportRequestFilterSchema,
  supportRequestListSchema,
  supportRequestSchema,
  supportRequestTypeFilterSchema,
  supportRequestTypeListSchema,
} from '#src/contracts/support';
import { createSupportRequest } from './create-support-request';
import { getSupportRequest, listSupportRequests } from './list-support-requests';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  // The ticket form is posted form-encoded (spec section 7); only this plugin parses it.
  await app.register(formbody);

  app.post(
    '/support_request_types/list/',
    {
      config: { permission: 'portal' },
      schema: {
        summary: 'Support request types for the ticket form',
        body: supportRequestTypeFilterSchema,
        response: { 200: supportRequestTypeListSchema },
      },
    },
    async (request) => {
      const { limit, offset } = request.body;
      const [items, [{ total }]] = await Promise.all([
        app.db
          .select({
            id: support_request_types.id,
            name: support_request_types.name,
            code: support_request_types.code,
            is_technical: support_request_types.is_technical,
          })
          .from(support_request_types)
          .orderBy(asc(support_request_types.sort), asc(support_request_types.id))
          .limit(limit)
          .offset(offset),
        app.db.select({ total: count() }).from(support_request_types),
      ]);
      return { items, total, limit, offset };
    },
  );

  app.post(
    '/v2/support_requests/list/',
    {
      config: { permission: { area: 'support_requests_list', level: 'read' } },
      schema: {
        summary: "Support requests: every one for administrators, the caller's own otherwise",
        body: supportRequestFilterSchema,
        response: { 200: supportRequestListSchema },
      },
    },
    async (request) => {
      const { caller } = await accessOf(request);
      const scope = roleFlags(caller.roles).administrator ? {} : { ownerId: caller.id };
      return listSupportRequests(app.db, app.config, scope, request.body);
    },
  );

  app.post(
    '/support_requests/',
    {
      // Everyone in the portal may ask for help; the list is what the area governs.
      config: { permission: 'portal' },
      schema: {
        summary: 'File a support request (form-encoded: user_id, content, type, is_technical)',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: supportRequestCreateSchema,
        response: { 201: supportRequestSchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { user_id, ...ticket } = request.body;
      if (user_id !== undefined && user_id !== caller.id) {
        throw new ApiError(403, SUPPORT_MESSAGES.otherUser);
      }
      const id = await createSupportRequest(app.db, { ...ticket, user_id: caller.id });
      if (id === undefined) {
        throw new ApiError(400, INVALID_FORM, [
          { field: 'support_request_type_id', message: SUPPORT_MESSAGES.unknownType },
        ]);
      }
      request.log.info({ supportRequestId: id, userId: caller.id }, 'support request filed');
      const created = await getSupportRequest(app.db, app.config, id);
      if (!created) throw new Error(`support request ${id} vanished`);
      return reply.code(201).send(created);
    },
  );
};
