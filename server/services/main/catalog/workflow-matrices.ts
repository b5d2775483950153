import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { defineCrud } from '#server/crud/definition';
import { assertInProject, projectOfRow, referenceError } from '#server/crud/project-references';
import { relatedName } from '#server/crud/related-name';
import { createRow } from '#server/crud/write-rows';
import { matrices, matrix_workflow_relates, workflows } from '#server/db/schema/index';
import {
  type MatrixWorkflowRelate,
  matrixOptionEndpoints,
  type matrixWorkflowRelateCreateSchema,
  matrixWorkflowRelateEndpoints,
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
});

/** The matrices of the workflow's project, limited to the projects where the route holds. */
export const matrixOptionsResource = defineCrud(matrixOptionEndpoints, {
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

/**
 * Relates a matrix to a workflow of `scope` (a workflow out of reach reads as one that does not
 * exist); the matrix must be of the workflow's project.
 */
export async function relateWorkflowMatrix(
  request: FastifyRequest,
  input: z.output<typeof matrixWorkflowRelateCreateSchema>,
  scope: readonly number[],
): Promise<MatrixWorkflowRelate> {
  const { db } = request.server;
  const [workflow] = await db
    .select({ projectId: workflows.project_id })
    .from(workflows)
    .where(eq(workflows.id, input.workflow_id));
  if (!workflow || !scope.includes(workflow.projectId)) {
    throw referenceError([
      {
        field: 'workflow_id',
        id: input.workflow_id,
        of: projectOfRow(workflows.id, workflows.project_id),
      },
    ]);
  }
  await assertInProject(db, workflow.projectId, [
    { field: 'matrix_id', id: input.matrix_id, of: projectOfRow(matrices.id, matrices.project_id) },
  ]);
  return (await createRow(
    request,
    matrixWorkflowRelatesResource,
    input,
    undefined,
  )) as MatrixWorkflowRelate;
}
