import { wallClock } from '#server/lib/dates';
import type { ExportColumnType } from '#src/contracts/exports';
import type { ExportCell } from './write/table-writer';

/** A column of a running export: the row key, its header, its type, the words for its values. */
export interface ExportColumnPlan {
  key: string;
  header: string;
  type: ExportColumnType;
  labels?: Record<string, string>;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A person's parts of their name, in the order a Russian full name takes them. */
const PERSON_NAME = ['last_name', 'first_name', 'patronymic_name'] as const;

/** A related row's name; a person's is their full name ("Фамилия Имя Отчество"). */
const nameOf = (item: unknown): string => {
  if (typeof item !== 'object' || item === null) return String(item);
  const row = item as Record<string, unknown>;
  if (typeof row.name === 'string') return row.name;
  return PERSON_NAME.map((part) => row[part])
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
};

function typed(value: unknown, type: ExportColumnType, zone: string): ExportCell {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    if (type === 'number' && value.trim() !== '' && Number.isFinite(Number(value))) {
      return Number(value);
    }
    const day = type === 'date' ? DAY.exec(value) : null;
    if (day) return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    if (type === 'datetime' && MOMENT.test(value) && !Number.isNaN(Date.parse(value))) {
      return wallClock(new Date(value), zone);
    }
    return value;
  }
  if (value instanceof Date) return wallClock(value, zone);
  // A related row reads by its name, a list of them by their names: never '[object Object]'.
  const text = Array.isArray(value) ? value.map(nameOf).filter(Boolean).join(', ') : nameOf(value);
  return text || null;
}

/**
 * A row's cells, one per column in order: a closed value by its word where the screen gave
 * one, numbers as numbers, days as dates, moments at the author's wall clock, related rows
 * by name. Empty stays empty.
 */
export function cellsOf(
  columns: readonly ExportColumnPlan[],
  row: Record<string, unknown>,
  zone: string,
): ExportCell[] {
  return columns.map(({ key, type, labels }) => {
    const value = row[key];
    if (value === null || value === undefined || value === '') return null;
    const label = labels && typeof value !== 'object' ? labels[String(value)] : undefined;
    return label ?? typed(value, type, zone);
  });
}
