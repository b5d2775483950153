import type { CellValue, SheetRow } from '../sheet';

/** Nothing a user would call a value: no cell, or only spaces (non-breaking ones too). */
const isEmptyCell = (value: CellValue): boolean =>
  value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The row as the sheet hands it on: trailing empty cells trimmed, and none at all when it holds
 * nothing (a cell with a problem counts as held: the user must hear about it).
 */
export function sheetRow(
  number: number,
  cells: CellValue[],
  problems?: ReadonlyMap<number, string>,
): SheetRow | undefined {
  let end = cells.length;
  while (end > 0 && isEmptyCell(cells[end - 1] ?? null) && !problems?.has(end - 1)) end -= 1;
  if (end === 0) return undefined;
  if (end < cells.length) cells.length = end;
  return problems ? { number, cells, problems } : { number, cells };
}

const DAY_MS = 86_400_000;
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);
/** 9999-12-31, the last day Excel has. */
const LAST_SERIAL = 2_958_465;

/**
 * An Excel date serial as a moment in UTC: a whole number is that day's midnight, the fraction
 * the time of day. Serials below 60 sit before the day Lotus 1-2-3 invented (1900-02-29), so
 * they count from one day later.
 */
export function excelSerialToDate(serial: number, date1904 = false): Date | undefined {
  if (!Number.isFinite(serial) || serial < 0 || serial >= LAST_SERIAL + 1) return undefined;
  const epoch = date1904 ? EPOCH_1904 : serial < 60 ? EPOCH_1900 + DAY_MS : EPOCH_1900;
  // Whole seconds: Excel keeps times as binary fractions of a day (12:00 is 0.5, 10:00 is not exact).
  return new Date(epoch + Math.round(serial * 86_400) * 1000);
}

/** The built-in number formats (ids) that show a date or a time. */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

export const isDateFormatId = (id: number): boolean => DATE_FORMAT_IDS.has(id);

/**
 * Whether a number format code shows a date or a time: a day, month, year, hour or second
 * placeholder outside quoted text, escapes and bracketed colours or locales (`[$-419]dd.mm.yyyy`
 * is a date, `0.00" мес."` and `[Red]0` are not). Only the first section (positive numbers) counts.
 */
export function isDateFormat(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/[_*]./g, '')
    .replace(/\[(?![hms]+\])[^\]]*\]/gi, '');
  const [first = ''] = bare.split(';');
  return /[dmyhs]/i.test(first);
}
