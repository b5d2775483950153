import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

type Named = PgTable & { id: AnyPgColumn; name: AnyPgColumn };

/**
 * The name of the row `column` refers to, as a scalar subquery: a list shows the region's
 * name beside region_id without a join that every list query would have to carry.
 */
export function relatedName(target: Named, column: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select ${target.name} from ${target} where ${eq(target.id, column)})`;
}
