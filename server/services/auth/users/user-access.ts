import { and, eq } from 'drizzle-orm';
import { derivedRights } from '../../../../src/access/derived-rights';
import { roleFlags } from '../../../../src/access/role-flags';
import { USER_MESSAGES } from '../../../../src/contracts/users';
import type { Caller } from '../../../access/caller';
import type { Database } from '../../../db/client';
import { roles, user_roles } from '../../../db/schema/index';
import { ApiError } from '../../../http/errors';

/**
 * The routes declare their area, level and derived right (server/access); these checks inside
 * handlers use the same shared rules (src/access), so both always agree.
 */
export const isAdministrator = (caller: Caller) => roleFlags(caller.roles).administrator;
export const isProfileEditor = (caller: Caller) =>
  derivedRights(roleFlags(caller.roles)).profile_edit;

export const forbidden = () => new ApiError(403, USER_MESSAGES.forbidden);

/**
 * A non-administrator may not change an administrator's profile or password: a new phone or
 * password there would hand them the administrator's sign-in.
 */
export async function assertMayManage(db: Database, caller: Caller, userId: number) {
  if (isAdministrator(caller) || caller.id === userId) return;
  const [admin] = await db
    .select({ user_id: user_roles.user_id })
    .from(user_roles)
    .innerJoin(roles, eq(roles.id, user_roles.role_id))
    .where(and(eq(user_roles.user_id, userId), eq(roles.sys_name, 'administrator')));
  if (admin) throw forbidden();
}
