import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { roles, user_projects, user_roles, users } from '#server/db/schema/index';
import type { User } from '#src/contracts/users';

type UserRole = User['roles'][number];

/** Roles of several users in one query, by user id. */
export async function listRolesOfUsers(
  db: Database,
  userIds: number[],
): Promise<Map<number, UserRole[]>> {
  const byUser = new Map<number, UserRole[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      user_id: user_roles.user_id,
      id: roles.id,
      sys_name: roles.sys_name,
      name: roles.name,
    })
    .from(user_roles)
    .innerJoin(roles, eq(roles.id, user_roles.role_id))
    .where(inArray(user_roles.user_id, userIds))
    .orderBy(asc(roles.id));
  for (const { user_id, ...role } of rows) byUser.get(user_id)?.push(role);
  return byUser;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** One user with roles and active projects, in the declared shape (no password hash). */
export async function getUser(db: Database, userId: number): Promise<User | undefined> {
  const [[user], roleMap, projectRows] = await Promise.all([
    db
      .select({
        id: users.id,
        login: users.login,
        last_name: users.last_name,
        first_name: users.first_name,
        patronymic_name: users.patronymic_name,
        phone: users.phone,
        phones: users.phones,
        email: users.email,
        snils: users.snils,
        status: users.status,
        sex: users.sex,
        birth_date: users.birth_date,
        one_c_id: users.one_c_id,
        user_route_id: users.user_route_id,
        external_sfa_user_id: users.external_sfa_user_id,
        has_password: sql<boolean>`${users.password_hash} is not null`,
        last_login_at: users.last_login_at,
        created_at: users.created_at,
        avatar_file_id: users.avatar_file_id,
      })
      .from(users)
      .where(eq(users.id, userId)),
    listRolesOfUsers(db, [userId]),
    db
      .select({ project_id: user_projects.project_id })
      .from(user_projects)
      .where(and(eq(user_projects.user_id, userId), eq(user_projects.is_active, true)))
      .orderBy(asc(user_projects.project_id)),
  ]);
  if (!user) return undefined;
  return {
    ...user,
    has_password: Boolean(user.has_password),
    last_login_at: iso(user.last_login_at),
    created_at: user.created_at.toISOString(),
    roles: roleMap.get(userId) ?? [],
    project_ids: projectRows.map((row) => row.project_id),
    avatar_url: null,
  };
}
