import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { roles, user_roles } from '#server/db/schema/index';
import { accessContext, can } from '#src/access/can';
import { outranks } from '#src/access/role-rank';
import type { Caller } from './caller';
import { loadPermissions } from './permissions';
import { forbidden, isAdministrator, notFound } from './user-access';
import { isVisible, sharedProjectIds } from './user-visibility';

async function roleCodesOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ code: roles.sys_name })
    .from(user_roles)
    .innerJoin(roles, eq(roles.id, user_roles.role_id))
    .where(eq(user_roles.user_id, userId));
  return rows.map((row) => row.code);
}

/** Whether the caller may update the team in at least one of these projects. */
async function updatesTeamIn(db: Database, caller: Caller, projectIds: number[]) {
  const { byProject } = await loadPermissions(db, caller.id, projectIds, ['team']);
  const team = byProject.get('team');
  return projectIds.some((projectId) => {
    const value = team?.get(projectId);
    return can(accessContext(caller.roles, value ? { team: value } : {}), 'team', 'update');
  });
}

/**
 * The one rule for changing another user's profile, phone or password — each of which can hand
 * over their sign-in. Administrators manage everyone. Anyone else manages a user who shares a
 * project where the caller may update the team, and who holds no role ranked above the caller's
 * highest (src/access/role-rank.ts). A user the caller may not see answers 404 (it does not tell
 * that they exist), one seen but out of reach 403. One's own profile passes: the routes hold
 * their own rules for it (the old password).
 */
export async function assertMayManage(db: Database, caller: Caller, userId: number) {
  if (!(await isVisible(db, caller, userId))) throw notFound();
  if (isAdministrator(caller) || caller.id === userId) return;
  const [shared, targetRoles] = await Promise.all([
    sharedProjectIds(db, caller, userId),
    roleCodesOf(db, userId),
  ]);
  if (!(await updatesTeamIn(db, caller, shared))) throw forbidden();
  if (outranks(targetRoles, caller.roles)) throw forbidden();
}
