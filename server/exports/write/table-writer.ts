import type { Writable } from 'node:stream';
import type { ExportColumnType, ExportFormat } from '#src/contracts/exports';
import { writeCsvTable } from './csv-table';
import { writeXlsxTable } from './xlsx-table';

export type { ExportColumnType, ExportFormat };
/** A cell's value: text, a number, a Date (shown by the column's type), yes/no, or empty. */
export type ExportCell = string | number | boolean | Date | null;
export interface TableColumn {
  header: string;
  type: ExportColumnType;
}
export interface TableOptions {
  format: ExportFormat;
  columns: readonly TableColumn[];
  /** The XLSX sheet's name (cut to Excel's 31 characters, forbidden characters replaced); a second sheet is "<name> (2)" and so on. */
  sheetName: string;
  /** Batches of rows, each row one cell per column in column order. */
  rows: AsyncIterable<readonly (readonly ExportCell[])[]>;
  /** Rows per XLSX sheet before a new one starts (the header repeated on each); 1_000_000 when unset (XLSX's limit is 1,048,576). */
  rowsPerSheet?: number;
}

/**
 * Writes the header and every row to `out` and ends it; answers how many data rows were written.
 * When the rows' source fails, `out` is destroyed (without an error, so a stream nobody listens
 * on for errors does not bring the process down): whoever reads it sees a premature close, never
 * a half file that looks whole.
 */
export async function writeTable(out: Writable, options: TableOptions): Promise<{ rows: number }> {
  try {
    const rows =
      options.format === 'xlsx'
        ? await writeXlsxTable(out, options)
        : await writeCsvTable(out, options);
    return { rows };
  } catch (error) {
    out.destroy();
    throw error;
  }
}
