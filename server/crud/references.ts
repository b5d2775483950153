import { is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '#server/db/schema/index';

interface Reference {
  table: PgTable;
  column: PgColumn;
}

/**
 * Foreign keys pointing at `table` that would not take the row's dependants along: `set null`
 * ones would silently detach outlets from a deleted city, so a referenced row is refused
 * instead. `cascade` ones name rows owned by the deleted one, which go with it.
 */
export function referencesTo(table: PgTable): Reference[] {
  const found: Reference[] = [];
  for (const candidate of Object.values(schema)) {
    if (!is(candidate, PgTable)) continue;
    for (const foreignKey of getTableConfig(candidate).foreignKeys) {
      const reference = foreignKey.reference();
      if (reference.foreignTable !== table || foreignKey.onDelete === 'cascade') continue;
      found.push({ table: candidate, column: reference.columns[0] });
    }
  }
  return found;
}

/** `true` when any of `references` holds `id`; an id rather than a column, for self-references. */
export function usedExpression(references: Reference[], id: number): SQL<boolean> {
  if (references.length === 0) return sql<boolean>`false`;
  const checks = references.map(
    ({ table, column }) => sql`exists (select 1 from ${table} where ${column} = ${id})`,
  );
  return sql<boolean>`(${sql.join(checks, sql` or `)})`;
}
