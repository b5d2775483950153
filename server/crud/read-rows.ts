import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';
import { searchWords } from '#server/lib/search-words';
import type { Paginated } from '#src/contracts/list';
import type { AnyCrudDefinition, Expression } from './definition';

export type Row = Record<string, unknown>;
type Selection = Record<string, Expression>;

const selections = new WeakMap<AnyCrudDefinition, Selection>();

/**
 * What a row's select names: the row schema's keys, each a column or a computed expression.
 * A key that is neither stops the server at start-up, not at the first request.
 */
export function selectionOf(definition: AnyCrudDefinition): Selection {
  const known = selections.get(definition);
  if (known) return known;
  const columns: Record<string, Expression> = getTableColumns(definition.table);
  const selection: Selection = {};
  for (const key of Object.keys(definition.endpoints.contract.row.shape)) {
    const expression = definition.computed?.[key] ?? columns[key];
    if (!expression)
      throw new Error(
        `${definition.endpoints.name}: row key ${key} is neither a column nor computed`,
      );
    selection[key] = expression;
  }
  selections.set(definition, selection);
  return selection;
}

/** Adds the definition's one-to-one joins; a dynamic query's joins change it in place. */
export function withJoins<Q extends PgSelect>(query: Q, definition: AnyCrudDefinition): Q {
  for (const { table, on } of definition.joins ?? []) query.leftJoin(table, on);
  return query;
}

/** Timestamps go out as ISO text, as every contract has them. */
const plain = (row: Row): Row =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );

/** Rows of the caller's permitted projects (and shared ones, where the definition has them). */
export function scopeCondition(
  definition: AnyCrudDefinition,
  scope: number[] | undefined,
): SQL | undefined {
  const column = definition.scope;
  if (!column || !scope) return undefined;
  return definition.sharedRows
    ? or(isNull(column), inArray(column, scope))
    : inArray(column, scope);
}

/**
 * The row `id` within `scope`, for a write: a scope column of a joined table is reached through
 * a subquery, since updates and deletes take no joins.
 */
export function ownRowCondition(
  db: Database,
  definition: AnyCrudDefinition,
  id: number,
  scope: number[] | undefined,
): SQL | undefined {
  const { table } = definition;
  const scoped = scopeCondition(definition, scope);
  if (!scoped || !definition.joins?.length) return and(eq(table.id, id), scoped);
  const permitted = withJoins(db.select({ id: table.id }).from(table).$dynamic(), definition);
  return and(eq(table.id, id), inArray(table.id, permitted.where(scoped)));
}

function conditions(definition: AnyCrudDefinition, filter: Row, scope: number[] | undefined) {
  const { table, search, filters } = definition;
  const ids = filter.ids as number[] | undefined;
  return and(
    scopeCondition(definition, scope),
    ids?.length ? inArray(table.id, ids) : undefined,
    searchWords(filter.search as string | undefined, (pattern) =>
      or(...search.map((expression) => ilike(expression, pattern))),
    ),
    ...Object.entries(filters).map(([key, condition]) => {
      const value = filter[key];
      const empty = value === undefined || (Array.isArray(value) && value.length === 0);
      return empty ? undefined : (condition as (value: unknown) => SQL | undefined)(value);
    }),
  );
}

/** The sort expression and direction of a list call; the id breaks ties. */
function sortOf(definition: AnyCrudDefinition, sort: string | undefined) {
  // defineCrud refuses endpoints without a default sort.
  const key: string = sort ?? definition.endpoints.defaultSort ?? 'id';
  const descending = key.startsWith('-');
  const sorts: Record<string, Expression> = definition.sort;
  return { expression: sorts[descending ? key.slice(1) : key], descending };
}

/**
 * The statements of one list page, unexecuted. Ids first: the page's ids and sort key come from
 * the filter and sort alone (the joins the page does not use are removed by the planner), and
 * only those rows are read with every column and computed name of the reply, in the page's
 * order. Sorting every matching row with all its columns to keep 50 is what made long lists slow.
 */
export function listQueries(
  db: Database,
  definition: AnyCrudDefinition,
  filter: Row & { limit: number; offset: number },
  scope: number[] | undefined,
) {
  const { table } = definition;
  const where = conditions(definition, filter, scope);
  const { expression, descending } = sortOf(definition, filter.sort as string | undefined);
  const direction = (value: Expression | SQLWrapper) => (descending ? desc(value) : asc(value));
  // The id breaks ties, so pages never repeat or skip a row of equal names.
  const ids = withJoins(
    db
      .select({ id: table.id, sort_key: sql`${expression}`.as('sort_key') })
      .from(table)
      .$dynamic(),
    definition,
  )
    .where(where)
    .orderBy(direction(expression), asc(table.id))
    .limit(filter.limit)
    .offset(filter.offset)
    .as('page');
  const rows = withJoins(
    db.select(selectionOf(definition)).from(ids).innerJoin(table, eq(table.id, ids.id)).$dynamic(),
    definition,
  ).orderBy(direction(ids.sort_key), asc(ids.id));
  const total = withJoins(db.select({ total: count() }).from(table).$dynamic(), definition).where(
    where,
  );
  return { rows, total };
}

/** One page of a catalog, filtered, sorted and limited to `scope` (project ids) if scoped. */
export async function listRows(
  db: Database,
  definition: AnyCrudDefinition,
  filter: Row & { limit: number; offset: number },
  scope: number[] | undefined,
): Promise<Paginated<Row>> {
  const { limit, offset } = filter;
  const queries = listQueries(db, definition, filter, scope);
  const [rows, [{ total }]] = await Promise.all([queries.rows, queries.total]);
  return { items: rows.map(plain), total, limit, offset };
}

/** One row by id, if it exists within `scope`. */
export async function getRow(
  db: Database,
  definition: AnyCrudDefinition,
  id: number,
  scope: number[] | undefined,
): Promise<Row | undefined> {
  const { table } = definition;
  const [row] = await withJoins(
    db.select(selectionOf(definition)).from(table).$dynamic(),
    definition,
  ).where(and(eq(table.id, id), scopeCondition(definition, scope)));
  return row && plain(row);
}
