import { and, eq, inArray } from 'drizzle-orm';
import { writeMany } from '#server/crud/write-many';
import { matrix_workflow_relates as relates, workflows } from '#server/db/schema/index';
import { fieldErrors, rowResultOf, settledResults } from '#server/imports/field-errors';
import type { ImportContext, ImportRow, RowError, RowResult } from '#server/imports/kind';
import { defineImportKind } from '#server/imports/kind';
import { idsByText, textsOf } from '#server/imports/resolve';
import { matrixWorkflowRelatesResource, refusedRelations } from '../catalog/workflow-matrices';
import { matricesByCode, matrixCodeColumn, pickMatrix } from './matrix-references';

const FIELD_COLUMNS: Record<string, string> = {
  matrix_id: matrixCodeColumn.key,
  workflow_id: 'workflow',
};

/** The project's workflows of a batch, by code and by name (each names one in the project). */
async function workflowsOf(context: ImportContext, rows: readonly ImportRow[]) {
  const texts = textsOf(rows, 'workflow');
  const ofProject = eq(workflows.project_id, context.projectId);
  const [byCode, byName] = await Promise.all([
    idsByText(context.tx, workflows.id, workflows.code, texts, ofProject),
    idsByText(context.tx, workflows.id, workflows.name, texts, ofProject),
  ]);
  return { byCode, byName };
}

/** The relations already there among the batch's matrices and workflows, as `matrix:workflow`. */
async function existingRelations(
  context: ImportContext,
  matrixIds: number[],
  workflowIds: number[],
) {
  if (matrixIds.length === 0 || workflowIds.length === 0) return new Set<string>();
  const rows = await context.tx
    .select({ matrix: relates.matrix_id, workflow: relates.workflow_id })
    .from(relates)
    .where(and(inArray(relates.matrix_id, matrixIds), inArray(relates.workflow_id, workflowIds)));
  return new Set(rows.map((row) => `${row.matrix}:${row.workflow}`));
}

/** Folded as idsByText keys its answers. */
const folded = (text: string) => text.trim().toLocaleLowerCase('ru').replaceAll('ё', 'е');

async function writeBatch(
  context: ImportContext,
  rows: readonly ImportRow[],
): Promise<RowResult[]> {
  const [matrices, found] = await Promise.all([
    matricesByCode(context, rows),
    workflowsOf(context, rows),
  ]);
  const results: (RowResult | undefined)[] = rows.map(() => undefined);
  const inputs = rows.flatMap((row, i) => {
    const errors: RowError[] = [];
    const matrixId = pickMatrix(matrices, row, errors);
    const text = String(row.values.workflow);
    const [workflowId] = found.byCode.get(folded(text)) ?? found.byName.get(folded(text)) ?? [];
    if (workflowId === undefined) {
      errors.push({ column: 'workflow', message: `Процесс «${text}» не найден в проекте` });
    }
    if (errors.length || matrixId === null || workflowId === undefined) {
      results[i] = { outcome: 'refused', errors };
      return [];
    }
    return [{ i, input: { matrix_id: matrixId, workflow_id: workflowId } }];
  });
  const existing = await existingRelations(
    context,
    inputs.map((entry) => entry.input.matrix_id),
    inputs.map((entry) => entry.input.workflow_id),
  );
  const fresh = inputs.filter((entry) => {
    const there = existing.has(`${entry.input.matrix_id}:${entry.input.workflow_id}`);
    if (there) results[entry.i] = { outcome: 'unchanged' };
    return !there;
  });
  // The checks the relate route makes, then the write its create makes.
  const refusals = await refusedRelations(
    context.tx,
    fresh.map((entry) => entry.input),
    context.scope,
  );
  const allowed = fresh.filter((entry, j) => {
    const refusal = refusals[j];
    if (refusal) {
      const errors = refusal.errors ?? [{ field: 'body', message: refusal.detail }];
      results[entry.i] = { outcome: 'refused', errors: fieldErrors(errors, FIELD_COLUMNS) };
    }
    return !refusal;
  });
  const written = await writeMany(
    context.tx,
    matrixWorkflowRelatesResource,
    allowed.map((entry) => ({ values: entry.input })),
    context.scope,
  );
  written.forEach((outcome, j) => {
    results[allowed[j].i] = rowResultOf(outcome, FIELD_COLUMNS);
  });
  return settledResults(results);
}

/** MATRIX_WORKFLOW_RELATES: which matrices a workflow of the project works with. */
export const matrixWorkflowRelatesKind = defineImportKind({
  kind: 'MATRIX_WORKFLOW_RELATES',
  group: 'matrices',
  label: 'Связи матриц с процессами',
  description:
    'Строка — связь матрицы проекта (по коду) с процессом того же проекта (по коду или названию). Связь, которая уже есть, остаётся как есть; импорт связей не удаляет.',
  columns: [
    matrixCodeColumn,
    {
      key: 'workflow',
      header: 'Процесс',
      type: 'text',
      required: true,
      example: 'WF-001',
      synonyms: ['Код процесса', 'Бизнес-процесс'],
      description: 'Код или название процесса проекта импорта.',
    },
  ],
  key: [matrixCodeColumn.key, 'workflow'],
  // Relating a matrix changes the workflow, as on the workflow's screen.
  permissions: [{ area: 'workflows', level: 'update' }],
  writeBatch,
});
