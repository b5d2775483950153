import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import { roles } from '#server/db/schema/index';
import type { Paginated } from '#src/contracts/list';
import type { Role, roleListFilterSchema } from '#src/contracts/users';

type RoleListFilter = z.output<typeof roleListFilterSchema>;

/** Roles by name; hidden ones only when asked for. */
export async function listRoles(db: Database, filter: RoleListFilter): Promise<Paginated<Role>> {
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    filter.include_hidden ? undefined : eq(roles.is_hidden, false),
    pattern ? or(ilike(roles.name, pattern), ilike(roles.sys_name, pattern)) : undefined,
  );
  const [items, [{ total }]] = await Promise.all([
    db
      .select({
        id: roles.id,
        sys_name: roles.sys_name,
        name: roles.name,
        is_hidden: roles.is_hidden,
      })
      .from(roles)
      .where(where)
      .orderBy(asc(roles.name), asc(roles.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(roles).where(where),
  ]);
  return { items, total, limit: filter.limit, offset: filter.offset };
}
