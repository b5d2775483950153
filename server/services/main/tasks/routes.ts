import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { FORBIDDEN } from '#server/access/route-permission-types';
import {
  assertInProject,
  type ProjectReference,
  projectOfRow,
} from '#server/crud/project-references';
import { project_outlets } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { todayIso } from '#server/lib/dates';
import { TASK_MESSAGES, taskCreateSchema, taskSchema } from '#src/contracts/tasks';
import { findVisit } from '../visits/get-visit';
import { createTask } from './create-task';

const outletProject = projectOfRow(project_outlets.id, project_outlets.project_id);

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
      const references: ProjectReference[] = [];
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
        if (outletId !== null) {
          references.push({
            field: 'project_outlet_id',
            id: outletId,
            of: outletProject,
            message: TASK_MESSAGES.outletNotInProject,
          });
        }
      }
      if (assigneeId === null) throw fieldError('assignee_id', TASK_MESSAGES.noAssignee);
      references.push({
        field: 'assignee_id',
        id: assigneeId,
        of: 'member',
        message: TASK_MESSAGES.assigneeNotInProject,
      });
      // The outlet and the executor in one query, both against the task's project.
      await assertInProject(app.db, projectId, references);
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
