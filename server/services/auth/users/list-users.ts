import { and, asc, count, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import { roles, user_projects, user_roles, users } from '#server/db/schema/index';
import type { Paginated } from '#src/contracts/list';
import type { UserListItem, userListFilterSchema } from '#src/contracts/users';
import { listRolesOfUsers } from './get-user';

type UserListFilter = z.output<typeof userListFilterSchema>;

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every word of the search must match a name, the login or the phone. */
function searchCondition(search: string | undefined): SQL | undefined {
  const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = likePattern(word);
      return or(
        ilike(users.last_name, pattern),
        ilike(users.first_name, pattern),
        ilike(users.patronymic_name, pattern),
        ilike(users.login, pattern),
        ilike(users.phone, pattern),
      );
    }),
  );
}

function conditions(db: Database, filter: UserListFilter, scope: SQL | undefined) {
  return and(
    scope,
    searchCondition(filter.search),
    filter.statuses?.length ? inArray(users.status, filter.statuses) : undefined,
    filter.roles?.length
      ? exists(
          db
            .select({ one: user_roles.user_id })
            .from(user_roles)
            .innerJoin(roles, eq(roles.id, user_roles.role_id))
            .where(and(eq(user_roles.user_id, users.id), inArray(roles.sys_name, filter.roles))),
        )
      : undefined,
    filter.project_ids?.length
      ? exists(
          db
            .select({ one: user_projects.user_id })
            .from(user_projects)
            .where(
              and(
                eq(user_projects.user_id, users.id),
                eq(user_projects.is_active, true),
                inArray(user_projects.project_id, filter.project_ids),
              ),
            ),
        )
      : undefined,
    filter.user_ids?.length ? inArray(users.id, filter.user_ids) : undefined,
    filter.manager_ids?.length
      ? exists(
          db
            .select({ one: user_projects.user_id })
            .from(user_projects)
            .where(
              and(
                eq(user_projects.user_id, users.id),
                eq(user_projects.is_active, true),
                inArray(user_projects.manager_id, filter.manager_ids),
                filter.project_ids?.length
                  ? inArray(user_projects.project_id, filter.project_ids)
                  : undefined,
              ),
            ),
        )
      : undefined,
  );
}

/**
 * A page of users by last name, with the total for the filter; `scope` is the caller's
 * visibility (server/access/user-visibility.ts), so the total counts only whom the caller may see.
 */
export async function listUsers(
  db: Database,
  filter: UserListFilter,
  scope: SQL | undefined,
): Promise<Paginated<UserListItem>> {
  const where = conditions(db, filter, scope);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: users.id,
        login: users.login,
        last_name: users.last_name,
        first_name: users.first_name,
        patronymic_name: users.patronymic_name,
        phone: users.phone,
        email: users.email,
        status: users.status,
        snils: users.snils,
        sex: users.sex,
        birth_date: users.birth_date,
        one_c_id: users.one_c_id,
        user_route_id: users.user_route_id,
        external_sfa_user_id: users.external_sfa_user_id,
        last_login_at: users.last_login_at,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const roleMap = await listRolesOfUsers(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => ({
    ...row,
    last_login_at: row.last_login_at?.toISOString() ?? null,
    roles: roleMap.get(row.id) ?? [],
  }));
  return { items, total, limit: filter.limit, offset: filter.offset };
}
