import { REQUIRED_FIELD } from '#src/contracts/field-constants';
import type { ImportRowError } from '#src/contracts/imports';
import type { ImportKindDefinition, ImportRow, ImportValue, RowError } from './kind';
import type { HeaderMatch } from './match-headers';
import type { CellValue, SheetRow } from './sheet';
import { readCell } from './values';

/** A row as read: its values, or why it cannot go further. */
export type ReadRow =
  | { row: ImportRow; errors?: undefined }
  | { row?: undefined; errors: RowError[] };

/** The text of a cell as the user typed it, for a refusal's "value". */
export function cellText(value: CellValue | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/**
 * Reads one sheet row by the kind's columns: every cell by its column's type, required columns
 * present, cells the reader could not take (a formula without its value) refused on their column.
 */
export function readRow(
  kind: ImportKindDefinition,
  match: HeaderMatch,
  sheetRow: SheetRow,
): ReadRow {
  const values: Record<string, ImportValue> = {};
  const errors: RowError[] = [];
  for (const column of kind.columns) {
    const index = match.indexOf.get(column.key);
    if (index === undefined) {
      values[column.key] = null;
      continue;
    }
    const problem = sheetRow.problems?.get(index);
    if (problem) {
      errors.push({ column: column.key, message: problem });
      continue;
    }
    const read = readCell(sheetRow.cells[index] ?? null, column.type, {
      options: column.options,
    });
    if ('error' in read) {
      errors.push({ column: column.key, message: read.error });
      continue;
    }
    if (read.value === null && column.required) {
      errors.push({ column: column.key, message: REQUIRED_FIELD });
      continue;
    }
    values[column.key] = read.value;
  }
  return errors.length > 0 ? { errors } : { row: { number: sheetRow.number, values } };
}

/** The row's key as text: rows of one file with the same key are the same row twice. */
export function keyOf(kind: ImportKindDefinition, row: ImportRow): string {
  return JSON.stringify(
    kind.key.map((key) => {
      const value = row.values[key];
      return typeof value === 'string' ? value.toLocaleLowerCase('ru') : value;
    }),
  );
}

/** A row's refusals as the journal names them: row number, the file's header, the value. */
export function namedErrors(
  kind: ImportKindDefinition,
  match: HeaderMatch,
  sheetRow: SheetRow,
  errors: readonly RowError[],
): ImportRowError[] {
  const headerOf = new Map(Object.entries(match.mapping).map(([header, key]) => [key, header]));
  return errors.map((error) => {
    if (error.column === null) {
      return { row: sheetRow.number, column: null, value: null, message: error.message };
    }
    const index = match.indexOf.get(error.column);
    const column = kind.columns.find((candidate) => candidate.key === error.column);
    return {
      row: sheetRow.number,
      column: headerOf.get(error.column) ?? column?.header ?? error.column,
      value: index === undefined ? null : cellText(sheetRow.cells[index]),
      message: error.message,
    };
  });
}
