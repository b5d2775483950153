import type { ImportColumn } from '#src/contracts/imports';
import type { CellValue } from '../sheet';

const RU_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC: the moment an Excel date serial stands for, whatever the server's time zone. */
function utcDay(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

function parseDate(text: string): Date | null {
  const ru = RU_DATE.exec(text);
  if (ru) return utcDay(Number(ru[3]), Number(ru[2]), Number(ru[1]));
  const iso = ISO_DATE.exec(text);
  return iso ? utcDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) : null;
}

function parseNumber(text: string): number | null {
  // Russian notation: spaces between thousands, a comma before the fraction.
  const plain = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^[-+]?\d+(\.\d+)?$/.test(plain)) return null;
  return Number(plain);
}

/**
 * A column's example as the cell a user would have typed: numbers as numbers, dates as dates,
 * the rest as text. An example that does not read as its type stays text rather than vanish.
 */
export function exampleCell(column: Pick<ImportColumn, 'type' | 'example'>): CellValue {
  const text = column.example.trim();
  if (text === '') return null;
  if (column.type === 'integer' || column.type === 'number') return parseNumber(text) ?? text;
  if (column.type === 'date') return parseDate(text) ?? text;
  return text;
}
