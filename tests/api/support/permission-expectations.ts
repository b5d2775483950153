import { and, eq, isNotNull } from 'drizzle-orm';
import type { RoutePermission } from '#server/access/route-permission-types';
import type { Database } from '#server/db/client';
import {
  roles,
  setting_values,
  settings,
  user_projects,
  user_roles,
} from '#server/db/schema/index';
import { type AccessContext, accessContext, can } from '#src/access/can';
import { mergePermissions, rightToPermission } from '#src/access/permission-values';
import { outranks } from '#src/access/role-rank';

/**
 * A user's access worked out apart from the server's code path: plain reads of roles, projects
 * and every rights value, merged in JavaScript (the server merges in one grouped query). With
 * `within`, merged over those of the user's projects only.
 */
export async function expectedAccess(
  db: Database,
  userId: number,
  within?: readonly number[],
): Promise<AccessContext> {
  const [roleRows, projectRows, valueRows] = await Promise.all([
    db
      .select({ code: roles.sys_name })
      .from(user_roles)
      .innerJoin(roles, eq(roles.id, user_roles.role_id))
      .where(eq(user_roles.user_id, userId)),
    db
      .select({ id: user_projects.project_id })
      .from(user_projects)
      .where(and(eq(user_projects.user_id, userId), eq(user_projects.is_active, true))),
    db
      .select({
        area: settings.permission_area,
        projectId: setting_values.project_id,
        val: setting_values.val,
      })
      .from(setting_values)
      .innerJoin(settings, eq(settings.id, setting_values.setting_id))
      .innerJoin(user_roles, eq(user_roles.role_id, setting_values.role_id))
      .where(and(eq(user_roles.user_id, userId), isNotNull(settings.permission_area))),
  ]);
  const projects = new Set(
    projectRows.map((row) => row.id).filter((id) => within === undefined || within.includes(id)),
  );
  const perRow = valueRows
    .filter((row) => row.area && row.projectId !== null && projects.has(row.projectId))
    .map((row) => {
      const value = rightToPermission(row.val);
      return row.area && value ? { [row.area]: value } : {};
    });
  const context = accessContext(
    roleRows.map((row) => row.code),
    mergePermissions(perRow),
  );
  return context;
}

/** What the declaration promises this user, straight from spec section 6's rules. */
export function expectedAllowed(
  permission: RoutePermission,
  context: AccessContext,
  ownId: boolean,
): boolean {
  if (permission === 'public' || permission === 'authenticated') return true;
  if (permission === 'portal') return !context.flags.field_only;
  if (permission.selfParam && ownId) return true;
  if (permission.right && !context.rights[permission.right]) return false;
  if (!('level' in permission)) return true;
  const areas = typeof permission.area === 'string' ? [permission.area] : permission.area;
  return areas.some((area) => can(context, area, permission.level));
}

/** The permission layer said no: 401 from the sign-in check, 403 with its own detail. */
export function deniedByPermission(status: number, body: string): boolean {
  if (status === 401) return true;
  if (status !== 403) return false;
  try {
    return (JSON.parse(body) as { detail?: string }).detail === 'Недостаточно прав';
  } catch {
    return false;
  }
}

export type Reach = 'changed' | 'not found' | 'refused';

/**
 * What changing another user (password, phone) should answer, from the route's declaration, the
 * ranking data and the subject's team right in the projects the two share: administrators reach
 * everyone; others no one outside their projects (not found), and in a shared one only with
 * team update there and never someone ranked above them.
 */
export async function expectedReach(
  db: Database,
  permission: RoutePermission,
  subject: { userId: number; access: AccessContext; projectIds: readonly number[] },
  target: { roles: readonly string[]; projectIds: readonly number[] },
): Promise<Reach> {
  if (!expectedAllowed(permission, subject.access, false)) return 'refused';
  if (subject.access.flags.administrator) return 'changed';
  const shared = target.projectIds.filter((id) => subject.projectIds.includes(id));
  if (shared.length === 0) return 'not found';
  const inShared = await expectedAccess(db, subject.userId, shared);
  if (!can(inShared, 'team', 'update')) return 'refused';
  return outranks(target.roles, subject.access.roles) ? 'refused' : 'changed';
}
