import { getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { type Database, rowsOf } from '#server/db/client';
import { ApiError, INVALID_FORM } from '#server/http/errors';
import type { AnyCrudDefinition } from './definition';

/**
 * Refuses a parent that would close a loop: the row itself, or a row somewhere below it. Walks
 * up from the new parent in one recursive query (a tree is a few levels deep).
 */
export async function assertNotOwnAncestor(
  db: Database,
  definition: AnyCrudDefinition,
  id: number,
  parentId: number,
): Promise<void> {
  const tree = definition.tree;
  if (!tree) return;
  const table = sql.identifier(getTableConfig(definition.table).name);
  const columns: Record<string, PgColumn> = getTableColumns(definition.table);
  const parent = sql.identifier(columns[tree.key].name);
  const rows = await rowsOf(
    db,
    sql`
    with recursive up(id, parent) as (
      select id, ${parent} from ${table} where id = ${parentId}
      union all
      select t.id, t.${parent} from ${table} t join up on t.id = up.parent
    )
    select 1 as hit from up where id = ${id} limit 1`,
  );
  if (rows.length > 0) {
    throw new ApiError(400, INVALID_FORM, [{ field: tree.key, message: tree.message }]);
  }
}
