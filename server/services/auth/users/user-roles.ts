import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { roles, user_roles } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { USER_MESSAGES } from '#src/contracts/users';

/** Role ids by sys_name; 400 naming the ones that do not exist. */
async function roleIdsOf(db: Database, sysNames: string[]): Promise<number[]> {
  const rows = await db
    .select({ id: roles.id, sys_name: roles.sys_name })
    .from(roles)
    .where(inArray(roles.sys_name, sysNames));
  const known = new Set(rows.map((row) => row.sys_name));
  const unknown = sysNames.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new ApiError(400, `${USER_MESSAGES.unknownRoles}: ${unknown.join(', ')}`, [
      { field: 'roles', message: `${USER_MESSAGES.unknownRoles}: ${unknown.join(', ')}` },
    ]);
  }
  return rows.map((row) => row.id);
}

export async function addUserRoles(db: Database, userId: number, sysNames: string[]) {
  const ids = await roleIdsOf(db, sysNames);
  await db
    .insert(user_roles)
    .values(ids.map((role_id) => ({ user_id: userId, role_id })))
    .onConflictDoNothing();
}

export async function removeUserRoles(db: Database, userId: number, sysNames: string[]) {
  const ids = await roleIdsOf(db, sysNames);
  await db
    .delete(user_roles)
    .where(and(eq(user_roles.user_id, userId), inArray(user_roles.role_id, ids)));
}
