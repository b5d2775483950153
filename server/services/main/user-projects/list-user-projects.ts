import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import { projects } from '#server/db/schema/index';
import { searchWords } from '#server/lib/search-words';
import type { Paginated } from '#src/contracts/list';
import type { UserProject, userProjectsRequestSchema } from '#src/contracts/user-projects';

type UserProjectsRequest = z.output<typeof userProjectsRequestSchema>;

/** The projects a user is an active member of (`projectIds`, from the caller), by name. */
export async function listUserProjects(
  db: Database,
  projectIds: number[],
  filter: UserProjectsRequest,
): Promise<Paginated<UserProject>> {
  const page = { limit: filter.limit, offset: filter.offset };
  if (projectIds.length === 0) return { items: [], total: 0, ...page };
  const where = and(
    inArray(projects.id, projectIds),
    filter.is_active === undefined ? undefined : eq(projects.is_active, filter.is_active),
    searchWords(filter.search, (pattern) =>
      or(ilike(projects.name, pattern), ilike(projects.code, pattern)),
    ),
  );
  const [items, [{ total }]] = await Promise.all([
    db
      .select({
        id: projects.id,
        name: projects.name,
        code: projects.code,
        kind: projects.kind,
        is_active: projects.is_active,
      })
      .from(projects)
      .where(where)
      .orderBy(asc(projects.name), asc(projects.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(projects).where(where),
  ]);
  return { items, total, ...page };
}
