import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { defineCrud } from '#server/crud/definition';
import {
  failedReferences,
  projectOfRow,
  type ReferenceCheck,
  referenceError,
} from '#server/crud/project-references';
import { relatedName } from '#server/crud/related-name';
import { createRow } from '#server/crud/write-rows';
import type { Database } from '#server/db/client';
import { matrices, matrix_workflow_relates, workflows } from '#server/db/schema/index';
import type { ApiError } from '#server/http/errors';
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
 * Why each relation may not be written, in order (null: it may): its workflow must be of `scope`
 * (a workflow out of reach reads as one that does not exist), its matrix of the workflow's
 * project. Asked for a whole batch at once: an import relates many.
 */
export async function refusedRelations(
  db: Database,
  inputs: readonly z.output<typeof matrixWorkflowRelateCreateSchema>[],
  scope: readonly number[],
): Promise<(ApiError | null)[]> {
  const workflowIds = [...new Set(inputs.map((input) => input.workflow_id))];
  const found = workflowIds.length
    ? await db
        .select({ id: workflows.id, projectId: workflows.project_id })
        .from(workflows)
        .where(inArray(workflows.id, workflowIds))
    : [];
  const projectOf = new Map(found.map((workflow) => [workflow.id, workflow.projectId]));
  const checks: (ReferenceCheck & { index: number })[] = [];
  const refusals = inputs.map((input, index) => {
    const project = projectOf.get(input.workflow_id);
    if (project === undefined || !scope.includes(project)) {
      const of = projectOfRow(workflows.id, workflows.project_id);
      return referenceError([{ field: 'workflow_id', id: input.workflow_id, of }]);
    }
    const of = projectOfRow(matrices.id, matrices.project_id);
    checks.push({ field: 'matrix_id', id: input.matrix_id, of, projectIds: [project], index });
    return null;
  });
  for (const failed of (await failedReferences(db, checks)) as typeof checks) {
    refusals[failed.index] = referenceError([failed]);
  }
  return refusals;
}

/** Relates a matrix to a workflow of `scope`, once refusedRelations finds nothing against it. */
export async function relateWorkflowMatrix(
  request: FastifyRequest,
  input: z.output<typeof matrixWorkflowRelateCreateSchema>,
  scope: readonly number[],
): Promise<MatrixWorkflowRelate> {
  const [refusal] = await refusedRelations(request.server.db, [input], scope);
  if (refusal) throw refusal;
  return (await createRow(
    request,
    matrixWorkflowRelatesResource,
    input,
    undefined,
  )) as MatrixWorkflowRelate;
}
