import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { roles, user_projects, user_roles, users } from '../db/schema/index';

/** Who is calling: the user, their role codes and the projects they belong to. */
export interface Caller {
  id: number;
  status: 'active' | 'inactive' | 'blocked';
  roles: string[];
  projectIds: number[];
}

export async function loadCaller(db: Database, userId: number): Promise<Caller | undefined> {
  const [user] = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return undefined;
  const [roleRows, projectRows] = await Promise.all([
    db
      .select({ sys_name: roles.sys_name })
      .from(user_roles)
      .innerJoin(roles, eq(roles.id, user_roles.role_id))
      .where(eq(user_roles.user_id, userId)),
    db
      .select({ project_id: user_projects.project_id })
      .from(user_projects)
      .where(and(eq(user_projects.user_id, userId), eq(user_projects.is_active, true))),
  ]);
  return {
    id: user.id,
    status: user.status,
    roles: roleRows.map((row) => row.sys_name),
    projectIds: projectRows.map((row) => row.project_id),
  };
}

/**
 * The projects a list call covers: those asked for that the caller belongs to, or all of the
 * caller's projects when none are asked for. Never a project the caller is not in.
 */
export function scopeProjects(caller: Caller, requested: number[] | undefined): number[] {
  if (!requested || requested.length === 0) return caller.projectIds;
  const own = new Set(caller.projectIds);
  return requested.filter((id) => own.has(id));
}
