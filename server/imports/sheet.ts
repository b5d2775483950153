/**
 * A cell as a spreadsheet holds it: text, a number, a boolean, a date (an XLSX or XLS cell
 * formatted as a date), or nothing. CSV cells are always text.
 */
export type CellValue = string | number | boolean | Date | null;

/** One row of the file; `number` is its row number as the user's spreadsheet shows it (1-based). */
export interface SheetRow {
  number: number;
  cells: CellValue[];
  /**
   * Cells that could not be read, by index: a formula saved without its value, which the
   * import never evaluates. The row is refused on that column with the text.
   */
  problems?: ReadonlyMap<number, string>;
}

/** An opened sheet: its rows in order, and how many there are when the format tells up front. */
export interface OpenedSheet {
  /** Rows that hold something (blank rows are skipped), the header row first. */
  rows: AsyncIterable<SheetRow>;
  /** Rows in the sheet including the header, when known without reading it all (else null). */
  total: number | null;
}

/** A refusal of the whole file; the message is the user's (IMPORT_MESSAGES). */
export class ImportFileError extends Error {}
