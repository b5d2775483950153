import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { callerOf } from '#server/access/require-user';
import { registerCall } from '#server/http/register-call';
import { outletTaskStatusCalls } from '#src/contracts/catalog/outlet-task-status';
import { getOutletTaskStatus, setOutletTaskStatus } from './outlet-task-status-history';

/**
 * An outlet's availability for tasks (spec section 7, task_outlet_status): set with the project
 * outlets' UPDATE, read with their READ (spec section 6).
 */
export const outletTaskStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, outletTaskStatusCalls.setStatus, async (request) => {
    const { permittedProjectIds } = await accessOf(request);
    return setOutletTaskStatus(app.db, request.body, {
      userId: callerOf(request).id,
      permitted: permittedProjectIds,
    });
  });

  registerCall(app, outletTaskStatusCalls.getStatus, async (request) => {
    const { permittedProjectIds } = await accessOf(request);
    return getOutletTaskStatus(app.db, request.params.id, permittedProjectIds);
  });
};
