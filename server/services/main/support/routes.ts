import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { callerOf } from '#server/access/require-user';
import { registerCall } from '#server/http/register-call';
import { roleFlags } from '#src/access/role-flags';
import { supportCalls } from '#src/contracts/support';
import { createSupportRequest } from './create-support-request';
import { listSupportRequestTypes } from './list-support-request-types';
import { listSupportRequests } from './list-support-requests';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  // The ticket form is posted form-encoded (spec section 7); only this plugin parses it.
  await app.register(formbody);

  registerCall(app, supportCalls.listSupportRequestTypes, async (request) =>
    listSupportRequestTypes(app.db, request.body),
  );

  registerCall(app, supportCalls.listSupportRequests, async (request) => {
    const { caller } = await accessOf(request);
    const scope = roleFlags(caller.roles).administrator ? {} : { ownerId: caller.id };
    return listSupportRequests(app.db, app.config, scope, request.body);
  });

  registerCall(app, supportCalls.createSupportRequest, async (request, reply) => {
    const caller = callerOf(request);
    const created = await createSupportRequest(app.db, app.config, {
      callerId: caller.id,
      input: request.body,
    });
    request.log.info({ supportRequestId: created.id, userId: caller.id }, 'support request filed');
    return reply.code(201).send(created);
  });
};
