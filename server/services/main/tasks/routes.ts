import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TASK_MESSAGES, taskCreateSchema, taskSchema } from '../../../../src/contracts/tasks';
import { accessOf } from '../../../access/permissions-request';
import { FORBIDDEN } from '../../../access/route-permission-types';
import { ApiError } from '../../../http/errors';
import { todayIso } from '../../../lib/dates';
import { findVisit } from '../visits/get-visit';
import { isProjectMember } from '../visits/joint-tour';
import { createTask, outletInProject } from './create-task';

const fieldError = (field: string, message: string) =>
  new ApiError(400, message, [{ field, message }]);

export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/tasks/',
    {
      config: { permission: { area: 'tasks', level: 'create' } },
      schema: {
        summary: 'Create a task, optionally from a visit; its executor is notified',
        body: taskCreateSchema,
        response: { 201: taskSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { caller, permittedProjectIds } = await accessOf(request);
      if (body.due_date < todayIso()) throw fieldError('due_date', TASK_MESSAGES.dueInPast);

      let projectId: number;
      let outletId = body.project_outlet_id ?? null;
      let assigneeId = body.assignee_id ?? null;
      if (body.visit_id !== undefined) {
        // Scoped to the projects where the caller may create tasks: elsewhere it is unknown.
        const visit = await findVisit(app.db, {
          visitId: body.visit_id,
          projectIds: permittedProjectIds,
        });
        if (!visit) throw new ApiError(404, TASK_MESSAGES.visitNotFound);
        projectId = visit.project_id;
        outletId = visit.project_outlet_id;
        assigneeId ??= visit.user_id;
      } else {
        if (body.project_id === undefined) {
          throw fieldError('project_id', TASK_MESSAGES.projectRequired);
        }
        if (!permittedProjectIds.includes(body.project_id)) throw new ApiError(403, FORBIDDEN);
        projectId = body.project_id;
        if (outletId !== null && !(await outletInProject(app.db, outletId, projectId))) {
          throw fieldError('project_outlet_id', TASK_MESSAGES.outletNotInProject);
        }
      }
      if (assigneeId === null) throw fieldError('assignee_id', TASK_MESSAGES.noAssignee);
      if (!(await isProjectMember(app.db, { userId: assigneeId, projectId }))) {
        throw fieldError('assignee_id', TASK_MESSAGES.assigneeNotInProject);
      }
      const task = await createTask(app.db, body, {
        projectId,
        projectOutletId: outletId,
        assigneeId,
        visitId: body.visit_id ?? null,
        authorId: caller.id,
      });
      return reply.code(201).send(task);
    },
  );
};
