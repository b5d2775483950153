import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { projects, roles, user_projects, user_roles, users } from '#server/db/schema/index';

/** A test user holding `roleCodes`, an active member of `projectIds`; answers the id. */
export async function addMember(
  db: Database,
  login: string,
  roleCodes: readonly string[],
  projectIds: readonly number[],
): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({ login, last_name: 'Проверочный', first_name: login })
    .returning({ id: users.id });
  if (roleCodes.length > 0) {
    const found = await db
      .select({ id: roles.id })
      .from(roles)
      .where(inArray(roles.sys_name, [...roleCodes]));
    if (found.length !== roleCodes.length) throw new Error(`unknown role in ${roleCodes}`);
    await db
      .insert(user_roles)
      .values(found.map((role) => ({ user_id: user.id, role_id: role.id })));
  }
  if (projectIds.length > 0) {
    await db
      .insert(user_projects)
      .values(projectIds.map((project_id) => ({ user_id: user.id, project_id })));
  }
  return user.id;
}

/** A project nobody is in yet. */
export async function addProject(db: Database, code: string): Promise<number> {
  const [project] = await db
    .insert(projects)
    .values({ name: `Проект ${code}`, code })
    .returning({ id: projects.id });
  return project.id;
}

/** A user's active projects, ascending. */
export async function projectIdsOf(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: user_projects.project_id })
    .from(user_projects)
    .where(and(eq(user_projects.user_id, userId), eq(user_projects.is_active, true)))
    .orderBy(asc(user_projects.project_id));
  return rows.map((row) => row.id);
}
