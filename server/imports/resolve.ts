import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';
import type { ImportRow, RowError } from './kind';

/** Text as references are compared: case and ё/е do not matter, spaces are trimmed. */
const referenceKey = (text: string): string =>
  text.trim().toLocaleLowerCase('ru').replaceAll('ё', 'е');

const keyed = (column: PgColumn) => sql<string>`replace(lower(trim(${column})), 'ё', 'е')`;

/**
 * The ids of the rows whose `column` holds each of `values`, in one query for a batch:
 * reference key → ids (several when the text is ambiguous). `where` narrows the rows (a project's).
 */
export async function idsByText(
  tx: Database,
  id: PgColumn,
  column: PgColumn,
  values: Iterable<string>,
  where?: SQL,
): Promise<Map<string, number[]>> {
  const keys = [...new Set([...values].map(referenceKey))].filter((key) => key !== '');
  const found = new Map<string, number[]>();
  if (keys.length === 0) return found;
  const text = keyed(column);
  const rows = (await tx
    .select({ id, text })
    .from(id.table)
    .where(and(inArray(text, keys), where))) as { id: number; text: string }[];
  for (const row of rows) found.set(row.text, [...(found.get(row.text) ?? []), row.id]);
  return found;
}

/** The texts of one column over a batch's rows, for idsByText. */
export const textsOf = (rows: readonly ImportRow[], key: string): string[] =>
  rows.flatMap((row) => {
    const value = row.values[key];
    return typeof value === 'string' && value !== '' ? [value] : [];
  });

/**
 * A row's reference by text: its id, null for an empty cell, or a refusal naming the column
 * ('Город «Тверь» не найден', or ambiguous).
 */
export function pick(
  found: ReadonlyMap<string, number[]>,
  row: ImportRow,
  key: string,
  what: { notFound: (text: string) => string; ambiguous?: (text: string) => string },
  errors: RowError[],
): number | null {
  const value = row.values[key];
  if (typeof value !== 'string' || value === '') return null;
  const ids = found.get(referenceKey(value)) ?? [];
  if (ids.length === 1) return ids[0];
  const message =
    ids.length === 0
      ? what.notFound(value)
      : (what.ambiguous ?? ((text) => `Найдено несколько записей «${text}»: уточните`))(value);
  errors.push({ column: key, message });
  return null;
}
