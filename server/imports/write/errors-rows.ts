import type { CellValue } from '../sheet';

/** A refused row as the user sent it, and why it was refused. */
export interface RefusedRow {
  cells: CellValue[];
  error: string;
}

/** Rows given at once or as the engine reads them back, so a long list need not be held. */
export type RefusedRows = Iterable<RefusedRow> | AsyncIterable<RefusedRow>;

/**
 * The row's cells under the file's headers, then the error. Cells past the last header are
 * left out: the import never read them, and the error column stands there.
 */
export const withError = (row: RefusedRow, width: number): CellValue[] => [
  ...Array.from({ length: width }, (_, index) => row.cells[index] ?? null),
  row.error,
];
