import type { CellValue } from './sheet';

/** A refused row as the user sent it, and why: a line of the errors file. */
export interface ErrorRow {
  cells: CellValue[];
  error: string;
}

/** The refused rows of a run, kept for its errors file. */
export function keptErrorRows() {
  const rows: ErrorRow[] = [];
  return {
    rows,
    add(cells: CellValue[], error: string) {
      rows.push({ cells, error });
    },
  };
}
