import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { roles, user_roles } from '#server/db/schema/index';
import type { ImportRow, RowError } from '#server/imports/kind';

const fold = (text: string) => text.trim().toLocaleLowerCase('ru').replaceAll('ё', 'е');

/** A cell's roles, as the portal lists them: names (or codes) split by commas or semicolons. */
const namesIn = (cell: unknown): string[] =>
  typeof cell === 'string' ? cell.split(/[,;]/).flatMap((name) => name.trim() || []) : [];

/**
 * The roles a user picker offers (hidden ones are not), by folded name and by code: what a
 * batch's role cells name, looked up once.
 */
export async function pickableRoles(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({ sys_name: roles.sys_name, name: roles.name })
    .from(roles)
    .where(eq(roles.is_hidden, false));
  const found = new Map<string, string>();
  for (const role of rows) {
    found.set(fold(role.name), role.sys_name);
    found.set(fold(role.sys_name), role.sys_name);
  }
  return found;
}

/** The codes of the roles a row names; an unknown one refuses the row on the column. */
export function rolesOf(
  known: ReadonlyMap<string, string>,
  row: ImportRow,
  key: string,
  errors: RowError[],
): string[] {
  const codes: string[] = [];
  for (const name of namesIn(row.values[key])) {
    const code = known.get(fold(name));
    if (code) codes.push(code);
    else errors.push({ column: key, message: `Роль «${name}» не найдена` });
  }
  return [...new Set(codes)];
}

/** Of `codes`, those the user does not hold yet. */
export async function missingRoles(db: Database, userId: number, codes: string[]) {
  if (codes.length === 0) return [];
  const held = await db
    .select({ sys_name: roles.sys_name })
    .from(user_roles)
    .innerJoin(roles, eq(roles.id, user_roles.role_id))
    .where(eq(user_roles.user_id, userId))
    .then((rows) => new Set(rows.map((role) => role.sys_name)));
  return codes.filter((code) => !held.has(code));
}
