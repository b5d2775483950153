import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { roles, user_projects, user_roles, users } from '#server/db/schema/index';
import type { Caller } from './caller';

/**
 * A user as a caller with no sign-in: the author of a job, whose access is what it is when the
 * job runs (status, roles and projects read now, as a request reads them), not when it was asked.
 */
export async function userCaller(db: Database, userId: number): Promise<Caller | undefined> {
  const [user] = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return undefined;
  const [roleRows, projectRows] = await Promise.all([
    db
      .select({ code: roles.sys_name })
      .from(user_roles)
      .innerJoin(roles, eq(roles.id, user_roles.role_id))
      .where(eq(user_roles.user_id, userId))
      .orderBy(asc(roles.sys_name)),
    db
      .select({ id: user_projects.project_id })
      .from(user_projects)
      .where(and(eq(user_projects.user_id, userId), eq(user_projects.is_active, true)))
      .orderBy(asc(user_projects.project_id)),
  ]);
  return {
    id: user.id,
    status: user.status,
    roles: roleRows.map((row) => row.code),
    projectIds: projectRows.map((row) => row.id),
  };
}
