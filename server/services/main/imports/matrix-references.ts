import { and, eq, inArray } from 'drizzle-orm';
import { matrices } from '#server/db/schema/index';
import type { ImportContext, ImportRow, KindColumn, RowError } from '#server/imports/kind';
import { textsOf } from '#server/imports/resolve';

/** The column naming a row's matrix: its code, unique in the project. */
export const matrixCodeColumn: KindColumn = {
  key: 'matrix_code',
  header: 'Код матрицы',
  type: 'text',
  required: true,
  example: 'MX-001',
  synonyms: ['Матрица (код)'],
  description: 'Код ассортиментной матрицы проекта импорта.',
};

/** The import project's matrices of a batch's codes: code → matrix id. */
export async function matricesByCode(
  context: ImportContext,
  rows: readonly ImportRow[],
): Promise<Map<string, number>> {
  const codes = [...new Set(textsOf(rows, matrixCodeColumn.key))];
  if (codes.length === 0) return new Map();
  const found = await context.tx
    .select({ id: matrices.id, code: matrices.code })
    .from(matrices)
    .where(and(eq(matrices.project_id, context.projectId), inArray(matrices.code, codes)));
  return new Map(found.flatMap((row) => (row.code ? [[row.code, row.id] as const] : [])));
}

/** A row's matrix by its code, or a refusal on the code's column. */
export function pickMatrix(
  found: ReadonlyMap<string, number>,
  row: ImportRow,
  errors: RowError[],
): number | null {
  const code = String(row.values[matrixCodeColumn.key]);
  const id = found.get(code);
  if (id === undefined) {
    errors.push({
      column: matrixCodeColumn.key,
      message: `Матрица с кодом «${code}» не найдена в проекте`,
    });
    return null;
  }
  return id;
}
