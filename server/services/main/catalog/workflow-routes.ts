import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import { accessOf } from '#server/access/permissions-request';
import { listRows } from '#server/crud/read-rows';
import { deleteRow } from '#server/crud/write-rows';
import { registerCall } from '#server/http/register-call';
import { actionCalls } from '#src/contracts/catalog/actions';
import {
  type matrixOptionListSchema,
  type matrixWorkflowRelateListSchema,
  workflowMatrixCalls,
} from '#src/contracts/catalog/workflows';
import { reorderActions } from './reorder-actions';
import {
  matrixOptionsResource,
  matrixWorkflowRelatesResource,
  relateWorkflowMatrix,
} from './workflow-matrices';

/** A workflow's matrices and the order of its actions, in the projects where the call holds. */
export const workflowRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = async (request: Parameters<typeof accessOf>[0]) =>
    (await accessOf(request)).permittedProjectIds;

  registerCall(app, workflowMatrixCalls.matrixOptions, async (request) => {
    const page = await listRows(
      app.db,
      matrixOptionsResource,
      request.body,
      await scopeOf(request),
    );
    return page as z.output<typeof matrixOptionListSchema>;
  });

  registerCall(app, workflowMatrixCalls.listRelates, async (request) => {
    const scope = await scopeOf(request);
    const page = await listRows(app.db, matrixWorkflowRelatesResource, request.body, scope);
    return page as z.output<typeof matrixWorkflowRelateListSchema>;
  });

  registerCall(app, workflowMatrixCalls.relateMatrix, async (request, reply) => {
    const row = await relateWorkflowMatrix(request, request.body, await scopeOf(request));
    return reply.code(201).send(row);
  });

  registerCall(app, workflowMatrixCalls.unrelateMatrix, async (request, reply) => {
    const scope = await scopeOf(request);
    await deleteRow(request, matrixWorkflowRelatesResource, request.params.id, scope);
    return reply.code(204).send(null);
  });

  registerCall(app, actionCalls.reorder, async (request, reply) => {
    const { workflow_id: workflowId, action_ids: order } = request.body;
    await reorderActions(app.db, workflowId, order, await scopeOf(request));
    return reply.code(204).send(null);
  });
};
