import { normalizePhone } from '#src/contracts/auth-constants';
import { IMPORT_CELL_MESSAGES } from '#src/contracts/import-cells';
import type { ImportColumnType } from '#src/contracts/imports';
import { excelSerialToDate } from './read/cells';
import type { CellValue } from './sheet';

export type ReadCellResult = { value: string | number | boolean | null } | { error: string };

/** Lower case, ё as е, runs of spaces as one: how Russian text is compared. */
const fold = (text: string) => text.toLowerCase().replaceAll('ё', 'е').replace(/\s+/g, ' ').trim();

/** A header as headers are compared: folded, and without the trailing `*` of a required column. */
export const headerKey = (text: string): string => fold(text).replace(/\s*\*$/, '');

const plainNumber = new Intl.NumberFormat('en-US', {
  useGrouping: false,
  maximumFractionDigits: 20,
});

/**
 * A number as the digits Excel shows: 15 significant digits (what Excel keeps), no exponent and
 * no trailing `.0`, so a barcode read as a number stays its digits.
 */
const numberText = (value: number) =>
  plainNumber.format(Number(value.toPrecision(15))).replace(/^-0$/, '0');

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

function dateText(date: Date): string {
  const time = date.getTime() % 86_400_000;
  return time === 0
    ? isoDay(date)
    : `${isoDay(date)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

function asText(value: Exclude<CellValue, null>): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'ИСТИНА' : 'ЛОЖЬ';
  return dateText(value);
}

/** `1 234,50`, `1234.5`, `-0,25`: spaces (also non-breaking) between groups of three, `,` or `.`. */
const NUMBER = /^([+-]?)(\d{1,3}(?:\s\d{3})+|\d+)?(?:[.,](\d+))?$/;

function parseNumber(value: Exclude<CellValue, null>): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = NUMBER.exec(value.trim());
  if (!match || (match[2] === undefined && match[3] === undefined)) return undefined;
  const whole = (match[2] ?? '0').replace(/\s/g, '');
  return Number(`${match[1]}${whole}.${match[3] ?? '0'}`);
}

/** The day if it exists in the calendar (31.02 does not). */
function calendarDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1000 ? isoDay(date) : undefined;
}

const TIME = String.raw`(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?`;
const RUSSIAN_DAY = new RegExp(String.raw`^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})${TIME}$`);
const ISO_DAY = new RegExp(String.raw`^(\d{4})-(\d{2})-(\d{2})${TIME}$`);

function parseDate(value: Exclude<CellValue, null>): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : isoDay(value);
  if (typeof value === 'number') {
    const date = value >= 1 ? excelSerialToDate(Math.floor(value)) : undefined;
    return date && isoDay(date);
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const russian = RUSSIAN_DAY.exec(text);
  if (russian) {
    const [, day, month, year] = russian.map(Number) as number[];
    // Two-digit years as Excel takes them: 00–29 this century, 30–99 the last.
    const fullYear = russian[3]!.length === 2 ? year! + (year! < 30 ? 2000 : 1900) : year!;
    return calendarDay(fullYear, month!, day!);
  }
  const iso = ISO_DAY.exec(text);
  return iso ? calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) : undefined;
}

const BOOLEANS = new Map<string, boolean>([
  ['да', true],
  ['нет', false],
  ['1', true],
  ['0', false],
  ['true', true],
  ['false', false],
  ['+', true],
  ['-', false],
  ['истина', true],
  ['ложь', false],
]);

function parseBoolean(value: Exclude<CellValue, null>): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
  return typeof value === 'string' ? BOOLEANS.get(fold(value)) : undefined;
}

const fail = (error: string): ReadCellResult => ({ error });
const either = <T extends string | number | boolean>(value: T | undefined, error: string) =>
  value === undefined ? fail(error) : { value };

/**
 * A cell read as its column's type, in a Russian spreadsheet's notation: spaces around it do not
 * count and an empty cell is null; numbers take a decimal comma and spaced thousands; dates are
 * `ДД.ММ.ГГГГ`, `ДД.ММ.ГГ`, `ГГГГ-ММ-ДД`, an Excel serial or a date cell, answered as
 * `YYYY-MM-DD`; phones are stored as the forms store them (+7XXXXXXXXXX); a list value is the
 * option it names, whatever its case or ё.
 */
export function readCell(
  value: CellValue,
  type: ImportColumnType,
  options: { options?: readonly string[] } = {},
): ReadCellResult {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return { value: null };
  switch (type) {
    case 'text':
      return { value: asText(value) };
    case 'number':
      return either(parseNumber(value), IMPORT_CELL_MESSAGES.number);
    case 'integer': {
      const number = parseNumber(value);
      if (number === undefined) return fail(IMPORT_CELL_MESSAGES.number);
      return Number.isSafeInteger(number) ? { value: number } : fail(IMPORT_CELL_MESSAGES.integer);
    }
    case 'date':
      return either(parseDate(value), IMPORT_CELL_MESSAGES.date);
    case 'boolean':
      return either(parseBoolean(value), IMPORT_CELL_MESSAGES.boolean);
    case 'phone':
      return either(
        value instanceof Date ? undefined : (normalizePhone(asText(value)) ?? undefined),
        IMPORT_CELL_MESSAGES.phone,
      );
    case 'list': {
      const choices = options.options;
      if (!choices?.length) throw new Error('a list column needs its options');
      const key = fold(asText(value));
      return either(
        choices.find((choice) => fold(choice) === key),
        IMPORT_CELL_MESSAGES.list(choices),
      );
    }
  }
}
