import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { registerCall } from '#server/http/register-call';
import { restoredVisitCalls } from '#src/contracts/restored-visits';
import { createRestoredVisit } from './restore-visit';

export const restoredVisitRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, restoredVisitCalls.createRestoredVisit, async (request, reply) => {
    const { permittedProjectIds } = await accessOf(request);
    const created = await createRestoredVisit(app.db, {
      visitId: request.params.visit_id,
      projectIds: permittedProjectIds,
      input: request.body,
    });
    return reply.code(201).send(created);
  });
};
