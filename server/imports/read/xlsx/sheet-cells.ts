import { IMPORT_CELL_MESSAGES } from '#src/contracts/import-cells';
import type { CellValue } from '../../sheet';
import { excelSerialToDate } from '../cells';
import { unreadable } from '../file-errors';

/** What the sheet needs from the rest of the workbook to give a cell its value. */
export interface CellContext {
  strings: readonly string[];
  dateStyles: readonly boolean[];
  date1904: boolean;
}

/** One `<c>` as read: its type, style, whether it has a formula and its cached value. */
export interface RawCell {
  type: string;
  style: number;
  formula: boolean;
  /** The text of `<v>`, or null when the cell has none. */
  value: string | null;
  /** The text of `<is>` (an inline string). */
  inline: string | null;
}

export type CellResult = { value: CellValue } | { problem: string };

const noValue: CellResult = { problem: IMPORT_CELL_MESSAGES.formulaWithoutValue };

/** A `t="d"` cell holds ISO 8601 text; without a zone it is the sheet's own time, read as UTC. */
function isoDate(text: string): Date {
  const date = new Date(
    /[zZ]|[+-]\d\d:?\d\d$/.test(text) || !text.includes('T') ? text : `${text}Z`,
  );
  if (Number.isNaN(date.getTime())) throw unreadable();
  return date;
}

/**
 * A cell's value as the user sees it in Excel. A formula gives the value Excel saved with it (the
 * import never evaluates formulas); a formula saved without one is a problem of the cell, and so
 * is an error value (`#N/A`, `#DIV/0!`).
 */
export function cellValue(cell: RawCell, context: CellContext): CellResult {
  const { type, value } = cell;
  if (type === 'inlineStr') return { value: cell.inline ?? '' };
  if (type === 'str') return value === null && cell.formula ? noValue : { value: value ?? '' };
  if (value === null || value === '') return cell.formula ? noValue : { value: null };
  switch (type) {
    case 's': {
      const text = context.strings[Number(value)];
      if (text === undefined) throw unreadable();
      return { value: text };
    }
    case 'b':
      return { value: value === '1' || value === 'true' };
    case 'e':
      return { problem: IMPORT_CELL_MESSAGES.cellError(value) };
    case 'd':
      return { value: isoDate(value) };
    default: {
      const number = Number(value);
      if (!Number.isFinite(number)) throw unreadable();
      if (!context.dateStyles[cell.style]) return { value: number };
      return { value: excelSerialToDate(number, context.date1904) ?? number };
    }
  }
}
