import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessOf } from '#server/access/permissions-request';
import { assertInProject } from '#server/crud/project-references';
import { ApiError } from '#server/http/errors';
import {
  jointTourCreateSchema,
  VISIT_MESSAGES,
  visitDetailsSchema,
  visitIdParamsSchema,
  visitPatchParamsSchema,
  visitPatchSchema,
  visitUpdateResultSchema,
} from '#src/contracts/visits';
import { findVisit } from './get-visit';
import { createJointTour } from './joint-tour';
import { completeVisit, deleteVisit, resetVisitToNew, setVisitGeoCheck } from './update-visit';
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

  for (const url of ['/feeds/:id/', '/visits/:id/']) {
    app.get(
      url,
      {
        config: { permission: { area: 'feeds', level: 'read' } },
        schema: {
          summary: 'Visit details: header, results by step and question, actions for the caller',
          params: visitIdParamsSchema,
          response: { 200: visitDetailsSchema },
        },
      },
      async (request) => details(request, request.params.id),
    );
  }

  app.patch(
    '/visits/:visit_id/',
    {
      config: { permission: { area: 'feeds', level: 'update' } },
      schema: {
        summary: 'One action: to completed, back to new (deletes the data), geo-check toggle',
        params: visitPatchParamsSchema,
        body: visitPatchSchema,
        response: { 200: visitUpdateResultSchema },
      },
    },
    async (request) => {
      const visit = await visitOr404(request, request.params.visit_id);
      const { status, allow_without_geo } = request.body;
      if (allow_without_geo !== undefined) {
        return setVisitGeoCheck(app.db, visit.id, allow_without_geo);
      }
      if (status === 'new') return resetVisitToNew(app.db, visit.id);
      const completed = await completeVisit(app.db, visit.id);
      if (completed === 'no_saved_data') throw new ApiError(400, VISIT_MESSAGES.noSavedData);
      return completed;
    },
  );

  app.delete(
    '/visits/:id/',
    {
      // Level delete = the Delete derived right plus UPDATE on the feed (src/access/can.ts).
      config: { permission: { area: 'feeds', level: 'delete' } },
      schema: {
        summary: 'Delete a visit (soft: it leaves the feed)',
        params: visitIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const visit = await visitOr404(request, request.params.id);
      if (!(await deleteVisit(app.db, visit.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/visits/:id/joint_tour/',
    {
      config: { permission: { area: 'visiting_schedule', level: 'create' } },
      schema: {
        summary: "Schedule a joint tour at the visit's outlet with its executor",
        params: visitIdParamsSchema,
        body: jointTourCreateSchema,
        response: { 201: visitUpdateResultSchema },
      },
    },
    async (request, reply) => {
      const source = await visitOr404(request, request.params.id);
      const start = new Date(request.body.planned_start);
      const end = new Date(request.body.planned_end);
      if (start > end) {
        const message = VISIT_MESSAGES.startAfterEnd;
        throw new ApiError(400, message, [{ field: 'planned_end', message }]);
      }
      const { caller } = await accessOf(request);
      const managerId = request.body.manager_id ?? caller.id;
      await assertInProject(app.db, source.project_id, [
        {
          field: 'manager_id',
          id: managerId,
          of: 'member',
          message: VISIT_MESSAGES.managerNotInProject,
        },
      ]);
      const created = await createJointTour(app.db, { source, managerId, start, end });
      return reply.code(201).send(created);
    },
  );
};
