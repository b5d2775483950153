import { inArray, or } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema/index';
import { normalizePhone } from '#src/contracts/auth-constants';
import type { ImportRow, RowError } from './kind';
import { textsOf } from './resolve';

/** Users named by login or phone (any common notation), for a batch: the text → user id. */
export async function usersByLoginOrPhone(
  tx: Database,
  rows: readonly ImportRow[],
  key: string,
): Promise<Map<string, number>> {
  const texts = [...new Set(textsOf(rows, key).map((text) => text.trim()))];
  const found = new Map<string, number>();
  if (texts.length === 0) return found;
  const phones = texts.flatMap((text) => normalizePhone(text) ?? []);
  const rowsFound = await tx
    .select({ id: users.id, login: users.login, phone: users.phone })
    .from(users)
    .where(
      or(inArray(users.login, texts), phones.length ? inArray(users.phone, phones) : undefined),
    );
  for (const text of texts) {
    const phone = normalizePhone(text);
    const user =
      rowsFound.find((candidate) => candidate.login === text) ??
      (phone ? rowsFound.find((candidate) => candidate.phone === phone) : undefined);
    if (user) found.set(text, user.id);
  }
  return found;
}

/** A row's user by login or phone: the id, null for an empty cell, or a refusal on the column. */
export function pickUser(
  found: ReadonlyMap<string, number>,
  row: ImportRow,
  key: string,
  errors: RowError[],
): number | null {
  const value = row.values[key];
  if (typeof value !== 'string' || value.trim() === '') return null;
  const id = found.get(value.trim());
  if (id === undefined) {
    errors.push({ column: key, message: `Пользователь «${value}» не найден (логин или телефон)` });
    return null;
  }
  return id;
}
