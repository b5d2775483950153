import { aliasedTable, and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import { positions, projects, user_projects as up, users } from '#server/db/schema/index';
import { searchWords } from '#server/lib/search-words';
import type { Paginated } from '#src/contracts/list';
import type {
  UserProjectLink,
  userProjectLinkListRequestSchema,
} from '#src/contracts/user-projects';

type LinkListRequest = z.output<typeof userProjectLinkListRequestSchema>;

const managers = aliasedTable(users, 'managers');
const fullName = (table: typeof users) =>
  sql<string>`concat_ws(' ', ${table.last_name}, ${table.first_name}, ${table.patronymic_name})`;

const columns = {
  id: up.id,
  user_id: up.user_id,
  user_name: fullName(users),
  project_id: up.project_id,
  project_name: projects.name,
  manager_id: up.manager_id,
  manager_name: sql<
    string | null
  >`case when ${managers.id} is null then null else ${fullName(managers)} end`,
  position_id: up.position_id,
  position_name: positions.name,
  position: up.position,
  start_date: up.start_date,
  end_date: up.end_date,
  is_active: up.is_active,
};

function selectLinks(db: Database, where: SQL | undefined) {
  return db
    .select(columns)
    .from(up)
    .innerJoin(users, eq(users.id, up.user_id))
    .innerJoin(projects, eq(projects.id, up.project_id))
    .leftJoin(managers, eq(managers.id, up.manager_id))
    .leftJoin(positions, eq(positions.id, up.position_id))
    .where(where);
}

/** The links of `projectIds` (the caller's, where the route's right holds) the filter selects. */
export async function listUserProjectLinks(
  db: Database,
  projectIds: number[],
  filter: LinkListRequest,
): Promise<Paginated<UserProjectLink>> {
  const page = { limit: filter.limit, offset: filter.offset };
  const named = filter.project_ids
    ? projectIds.filter((id) => filter.project_ids?.includes(id))
    : projectIds;
  if (named.length === 0) return { items: [], total: 0, ...page };
  const where = and(
    inArray(up.project_id, named),
    filter.user_ids?.length ? inArray(up.user_id, filter.user_ids) : undefined,
    filter.manager_ids?.length ? inArray(up.manager_id, filter.manager_ids) : undefined,
    filter.is_active === undefined ? undefined : eq(up.is_active, filter.is_active),
    searchWords(filter.search, (pattern) =>
      or(ilike(projects.name, pattern), ilike(projects.code, pattern)),
    ),
  );
  const [items, [{ total }]] = await Promise.all([
    selectLinks(db, where)
      .orderBy(asc(users.last_name), asc(users.first_name), asc(projects.name), asc(up.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(up)
      .innerJoin(projects, eq(projects.id, up.project_id))
      .where(where),
  ]);
  return { items, total, ...page };
}

/** The links with these ids, by project name (what a change answers). */
export function linksByIds(db: Database, ids: number[]): Promise<UserProjectLink[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectLinks(db, inArray(up.id, ids)).orderBy(asc(projects.name), asc(up.id));
}
