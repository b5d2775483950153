import type { CellValue } from '../sheet';

/** Excel's code for ДД.ММ.ГГГГ: a Russian Excel shows it under that name. */
export const DATE_FORMAT = 'dd.mm.yyyy';
const DATE_TIME_FORMAT = 'dd.mm.yyyy hh:mm';
/** Excel's text format: what is typed in stays as typed (leading zeros, long digit runs). */
export const TEXT_FORMAT = '@';
/** A soft red, Excel's own "bad" fill: the cells the user has to read. */
export const ERROR_FILL = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFFFC7CE' },
} as const;

/** A font named in full: a font entry with only "bold" in it renders oddly in some Excels. */
export const boldFont = (size = 11) => ({ name: 'Calibri', family: 2, size, bold: true });

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_MIME = 'text/csv; charset=utf-8';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The number format a cell keeps its look with: a date as a date (with its time when it has
 * one), a string of digits as text so editing it does not turn it into a number.
 */
export function cellFormat(value: CellValue): string | undefined {
  if (value instanceof Date) return value.getTime() % DAY_MS === 0 ? DATE_FORMAT : DATE_TIME_FORMAT;
  if (typeof value === 'string' && /^[\d\s+\-.,]+$/.test(value)) return TEXT_FORMAT;
  return undefined;
}

// Excel refuses sheet names over 31 characters, with []:*?/\ in them, or quoted at either end.
export function sheetName(wanted: string, fallback: string, taken: readonly string[] = []): string {
  const name = wanted
    .replace(/[[\]:*?/\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 31)
    .replace(/^'+|'+$/g, '')
    .trim();
  const clash = taken.some((other) => other.toLowerCase() === name.toLowerCase());
  return name && !clash ? name : fallback;
}
