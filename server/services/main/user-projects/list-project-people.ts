import { and, asc, count, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import { user_projects, users } from '#server/db/schema/index';
import { searchWords } from '#server/lib/search-words';
import type { Paginated } from '#src/contracts/list';
import type { Person } from '#src/contracts/person';
import type { userFilterRequestSchema } from '#src/contracts/user-projects';

type UserFilterRequest = z.output<typeof userFilterRequestSchema>;

/** Members of the projects (executors), or those managing a member there (managers). */
export type ProjectRole = 'executors' | 'managers';

/**
 * People of `projectIds` for filter dropdowns, by last name. Inactive and blocked users stay in:
 * old visits still name them.
 */
export async function listProjectPeople(
  db: Database,
  role: ProjectRole,
  projectIds: number[],
  filter: UserFilterRequest,
): Promise<Paginated<Person>> {
  const page = { limit: filter.limit, offset: filter.offset };
  if (projectIds.length === 0) return { items: [], total: 0, ...page };
  const membership = db
    .select({ one: sql`1` })
    .from(user_projects)
    .where(
      and(
        eq(role === 'executors' ? user_projects.user_id : user_projects.manager_id, users.id),
        eq(user_projects.is_active, true),
        inArray(user_projects.project_id, projectIds),
      ),
    );
  const where = and(
    exists(membership),
    filter.ids?.length ? inArray(users.id, filter.ids) : undefined,
    searchWords(filter.search, (pattern) =>
      or(
        ilike(users.last_name, pattern),
        ilike(users.first_name, pattern),
        ilike(users.patronymic_name, pattern),
      ),
    ),
  );
  const [items, [{ total }]] = await Promise.all([
    db
      .select({
        id: users.id,
        last_name: users.last_name,
        first_name: users.first_name,
        patronymic_name: users.patronymic_name,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items, total, ...page };
}
