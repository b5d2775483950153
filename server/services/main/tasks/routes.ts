import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { registerCall } from '#server/http/register-call';
import { taskCalls } from '#src/contracts/tasks';
import { createTask } from './create-task';

export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, taskCalls.createTask, async (request, reply) => {
    const { caller, permittedProjectIds } = await accessOf(request);
    const task = await createTask(app.db, {
      input: request.body,
      projectIds: permittedProjectIds,
      authorId: caller.id,
    });
    return reply.code(201).send(task);
  });
};
