import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { assertInProject } from '#server/crud/project-references';
import { ApiError } from '#server/http/errors';
import {
  RESTORED_VISIT_MESSAGES,
  restoredVisitCopyParamsSchema,
  restoredVisitCreateSchema,
  restoredVisitSchema,
} from '#src/contracts/restored-visits';
import { VISIT_MESSAGES } from '#src/contracts/visits';
import { findVisit } from './get-visit';
import { createRestoredVisit } from './restore-visit';

const fieldError = (field: string, message: string) =>
  new ApiError(400, message, [{ field, message }]);

export const restoredVisitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/restored_visits/copy/:visit_id/',
    {
      // Creating visits in the feed, in the source visit's project (404 elsewhere).
      config: { permission: { area: 'feeds', level: 'create' } },
      schema: {
        summary:
          'A restored copy of a visit (its header, not its results) for another day and executor',
        params: restoredVisitCopyParamsSchema,
        body: restoredVisitCreateSchema,
        response: { 201: restoredVisitSchema },
      },
    },
    async (request, reply) => {
      const { permittedProjectIds } = await accessOf(request);
      const source = await findVisit(app.db, {
        visitId: request.params.visit_id,
        projectIds: permittedProjectIds,
      });
      if (!source) throw new ApiError(404, VISIT_MESSAGES.notFound);
      const { user_id, visit_date, status } = request.body;
      const start = new Date(request.body.planned_start);
      const end = new Date(request.body.planned_end);
      if (start > end) throw fieldError('planned_end', RESTORED_VISIT_MESSAGES.startAfterEnd);
      await assertInProject(app.db, source.project_id, [
        {
          field: 'user_id',
          id: user_id,
          of: 'member',
          message: RESTORED_VISIT_MESSAGES.executorNotInProject,
        },
      ]);
      const created = await createRestoredVisit(app.db, {
        source,
        userId: user_id,
        visitDate: visit_date,
        start,
        end,
        status,
      });
      return reply.code(201).send(created);
    },
  );
};
