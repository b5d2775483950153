import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { accessOf } from '#server/access/permissions-request';
import type { AreaPermission } from '#server/access/route-permission-types';
import { defineCrud } from '#server/crud/definition';
import { assertInProject, projectOfRow, referenceError } from '#server/crud/project-references';
import { listRows } from '#server/crud/read-rows';
import { relatedName } from '#server/crud/related-name';
import { createRow, deleteRow, notFound } from '#server/crud/write-rows';
import { actions, matrices, matrix_workflow_relates, workflows } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import {
  ACTION_MESSAGES,
  ACTION_REORDER_PATH,
  actionReorderSchema,
} from '#src/contracts/catalog/actions';
import { catalogIdParamsSchema } from '#src/contracts/catalog/catalog-list';
import {
  MATRIX_WORKFLOW_MESSAGES,
  matrixOptionEndpoints,
  matrixOptionListSchema,
  matrixWorkflowRelateCreateSchema,
  matrixWorkflowRelateEndpoints,
  matrixWorkflowRelateListRequestSchema,
  matrixWorkflowRelateListSchema,
  matrixWorkflowRelateSchema,
} from '#src/contracts/catalog/workflows';

const relates = matrix_workflow_relates;
const matrixName = relatedName(matrices, relates.matrix_id);

/**
 * A relation is of its workflow's project (joined for the scope); both references are checked
 * here, against the workflow's project, since the relation has no project column of its own.
 */
export const matrixWorkflowRelatesResource = defineCrud(matrixWorkflowRelateEndpoints, {
  table: relates,
  joins: [{ table: workflows, on: eq(workflows.id, relates.workflow_id) }],
  scope: workflows.project_id,
  computed: { matrix_name: matrixName, workflow_name: workflows.name },
  filters: {
    workflow_ids: (ids) => inArray(relates.workflow_id, ids),
    matrix_ids: (ids) => inArray(relates.matrix_id, ids),
  },
  search: [matrixName],
  sort: { matrix_name: matrixName },
  referencesCheckedByRoute: ['matrix_id', 'workflow_id'],
  duplicate: {
    matrix_workflow_relates_matrix_id_workflow_id_unique: {
      field: 'matrix_id',
      message: MATRIX_WORKFLOW_MESSAGES.alreadyRelated,
    },
  },
});

/** The matrices of the workflow's project, limited to the projects where the route holds. */
const matrixOptionsResource = defineCrud(matrixOptionEndpoints, {
  table: matrices,
  scope: matrices.project_id,
  filters: {
    workflow_id: (id) =>
      eq(
        matrices.project_id,
        sql`(select ${workflows.project_id} from ${workflows} where ${eq(workflows.id, id)})`,
      ),
  },
  search: [matrices.name, matrices.code],
});

const workflowsArea = (level: AreaPermission['level']) => ({
  permission: { area: 'workflows', level } satisfies AreaPermission,
});

/**
 * A workflow's matrices and the order of its actions. Relating a matrix or unlinking one changes
 * the workflow: UPDATE on 'workflows' (spec section 6); reading them, READ. Reordering changes the
 * actions: UPDATE on 'matrix_actions'.
 */
export const workflowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/workflows/matrix_options/',
    {
      config: workflowsArea('update'),
      schema: {
        summary: 'Matrices a workflow may be related to: its project’s (id and name)',
        body: matrixOptionEndpoints.contract.list,
        response: { 200: matrixOptionListSchema },
      },
    },
    async (request) => {
      const scope = (await accessOf(request)).permittedProjectIds;
      const page = await listRows(app.db, matrixOptionsResource, request.body, scope);
      return page as typeof matrixOptionListSchema._zod.output;
    },
  );

  app.post(
    '/matrix_workflow_relates/list/',
    {
      config: workflowsArea('read'),
      schema: {
        summary: 'Matrices related to workflows',
        body: matrixWorkflowRelateListRequestSchema,
        response: { 200: matrixWorkflowRelateListSchema },
      },
    },
    async (request) => {
      const scope = (await accessOf(request)).permittedProjectIds;
      const page = await listRows(app.db, matrixWorkflowRelatesResource, request.body, scope);
      return page as typeof matrixWorkflowRelateListSchema._zod.output;
    },
  );

  app.post(
    '/matrix_workflow_relates/',
    {
      config: workflowsArea('update'),
      schema: {
        summary: 'Relate a matrix of the workflow’s project to the workflow',
        body: matrixWorkflowRelateCreateSchema,
        response: { 201: matrixWorkflowRelateSchema },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const scope = (await accessOf(request)).permittedProjectIds;
      const [workflow] = await app.db
        .select({ projectId: workflows.project_id })
        .from(workflows)
        .where(eq(workflows.id, body.workflow_id));
      // A workflow out of reach reads as one that does not exist.
      if (!workflow || !scope.includes(workflow.projectId)) {
        throw referenceError([
          {
            field: 'workflow_id',
            id: body.workflow_id,
            of: projectOfRow(workflows.id, workflows.project_id),
          },
        ]);
      }
      await assertInProject(app.db, workflow.projectId, [
        {
          field: 'matrix_id',
          id: body.matrix_id,
          of: projectOfRow(matrices.id, matrices.project_id),
        },
      ]);
      const row = await createRow(request, matrixWorkflowRelatesResource, body, undefined);
      return reply.code(201).send(row as typeof matrixWorkflowRelateSchema._zod.output);
    },
  );

  app.delete(
    '/matrix_workflow_relates/:id/',
    {
      config: workflowsArea('update'),
      schema: {
        summary: 'Unlink a matrix from a workflow',
        params: catalogIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const scope = (await accessOf(request)).permittedProjectIds;
      await deleteRow(app.db, matrixWorkflowRelatesResource, request.params.id, scope);
      return reply.code(204).send(null);
    },
  );

  app.post(
    ACTION_REORDER_PATH,
    {
      config: {
        permission: { area: 'matrix_actions', level: 'update' } satisfies AreaPermission,
      },
      schema: {
        summary: 'Put a workflow’s actions in a new order',
        body: actionReorderSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { workflow_id: workflowId, action_ids: order } = request.body;
      const scope = (await accessOf(request)).permittedProjectIds;
      await app.db.transaction(async (tx) => {
        const current = await tx
          .select({ id: actions.id })
          .from(actions)
          .where(
            and(
              eq(actions.workflow_id, workflowId),
              scope.length ? inArray(actions.project_id, scope) : sql`false`,
            ),
          )
          .for('update');
        if (current.length === 0) throw notFound();
        const own = new Set(current.map((row) => row.id));
        const named = new Set(order);
        if (
          named.size !== order.length ||
          own.size !== named.size ||
          order.some((id) => !own.has(id))
        ) {
          throw new ApiError(400, ACTION_MESSAGES.orderMismatch, [
            { field: 'action_ids', message: ACTION_MESSAGES.orderMismatch },
          ]);
        }
        for (const [sort, id] of order.entries()) {
          await tx.update(actions).set({ sort }).where(eq(actions.id, id));
        }
      });
      return reply.code(204).send(null);
    },
  );
};
