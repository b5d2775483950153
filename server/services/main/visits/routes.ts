import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { ApiError } from '#server/http/errors';
import { registerCall } from '#server/http/register-call';
import { VISIT_MESSAGES, visitCalls } from '#src/contracts/visits';
import { findVisit } from './get-visit';
import { createJointTour } from './joint-tour';
import { deleteVisit, updateVisit } from './update-visit';
import { getVisitDetails } from './visit-details';

const notFound = () => new ApiError(404, VISIT_MESSAGES.notFound);

export const visitRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to the projects where the route's own permission holds: elsewhere a visit is unknown.
  const visitOr404 = async (request: FastifyRequest, visitId: number) => {
    const { permittedProjectIds } = await accessOf(request);
    const visit = await findVisit(app.db, { visitId, projectIds: permittedProjectIds });
    if (!visit) throw notFound();
    return visit;
  };

  const details = async (request: FastifyRequest, visitId: number) => {
    const access = await accessOf(request);
    const found = await getVisitDetails(app.db, app.config, {
      visitId,
      projectIds: access.permittedProjectIds,
      caller: access.caller,
      restoredVisible: access.context.rights.restored_sign,
    });
    if (!found) throw notFound();
    return found;
  };

  // The same details under the feed's path and the visit's.
  registerCall(app, visitCalls.getFeedVisit, async (request) =>
    details(request, request.params.id),
  );
  registerCall(app, visitCalls.getVisit, async (request) => details(request, request.params.id));

  registerCall(app, visitCalls.updateVisit, async (request) => {
    const visit = await visitOr404(request, request.params.visit_id);
    return updateVisit(app.db, visit.id, request.body);
  });

  registerCall(app, visitCalls.deleteVisit, async (request, reply) => {
    const visit = await visitOr404(request, request.params.id);
    if (!(await deleteVisit(app.db, visit.id))) throw notFound();
    return reply.code(204).send(null);
  });

  registerCall(app, visitCalls.scheduleJointTour, async (request, reply) => {
    const source = await visitOr404(request, request.params.id);
    const { caller } = await accessOf(request);
    const created = await createJointTour(app.db, {
      source,
      input: request.body,
      callerId: caller.id,
    });
    return reply.code(201).send(created);
  });
};
