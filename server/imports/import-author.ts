import { and, eq } from 'drizzle-orm';
import { loadPermissions } from '#server/access/permissions';
import type { Database } from '#server/db/client';
import { roles, user_projects, user_roles, users } from '#server/db/schema/index';
import { type AccessContext, accessContext, can } from '#src/access/can';
import type { ImportKindDefinition, KindPermission } from './kind';

/**
 * Whether an author may run a kind in the project: imports CREATE and the kind's own
 * permissions, each with its derived right where it names one (creating users is admin only).
 */
export function mayRunKind(
  context: AccessContext,
  kind: Pick<ImportKindDefinition, 'permissions'>,
): boolean {
  const needed: KindPermission[] = [{ area: 'imports', level: 'create' }, ...kind.permissions];
  return needed.every(
    ({ area, level, right }) =>
      can(context, area, level) && (right === undefined || context.rights[right]),
  );
}

/**
 * Whether the author may still run the import now, as when it was started: an active user with a
 * current link to the project and every permission the kind needs there. A job can wait in the
 * queue; access taken away meanwhile stops it.
 */
export async function authorMayImport(
  db: Database,
  process: { user_id: number | null; project_id: number },
  kind: Pick<ImportKindDefinition, 'permissions'>,
): Promise<boolean> {
  if (process.user_id === null) return false;
  const [user] = await db
    .select({ status: users.status })
    .from(users)
    .where(eq(users.id, process.user_id));
  if (user?.status !== 'active') return false;
  const [member] = await db
    .select({ id: user_projects.id })
    .from(user_projects)
    .where(
      and(
        eq(user_projects.user_id, process.user_id),
        eq(user_projects.project_id, process.project_id),
        eq(user_projects.is_active, true),
      ),
    );
  if (!member) return false;
  const roleRows = await db
    .select({ code: roles.sys_name })
    .from(user_roles)
    .innerJoin(roles, eq(roles.id, user_roles.role_id))
    .where(eq(user_roles.user_id, process.user_id));
  const loaded = await loadPermissions(db, process.user_id, [process.project_id]);
  const context = accessContext(
    roleRows.map((row) => row.code),
    loaded.merged,
  );
  return mayRunKind(context, kind);
}
