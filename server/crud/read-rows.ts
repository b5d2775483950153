import {
  and,
  asc,
  count,
  desc,
  eq,
  fillPlaceholders,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  or,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';
import { statementsByShape } from '#server/db/statements';
import { searchPatterns, searchWords } from '#server/lib/search-words';
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
function listQueries(
  db: Database,
  definition: AnyCrudDefinition,
  filter: Row & { limit: number | Placeholder; offset: number | Placeholder },
  scope: number[] | undefined,
  where: SQL | undefined = conditions(definition, filter, scope),
) {
  const { table } = definition;
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

/** A filter list longer than this is not worth a statement of its own: built for the call. */
const MAX_SHAPED_LIST = 20;

/**
 * What a list call's statements depend on besides its values (the shape), and the values of
 * their placeholders: the conditions used, the length of each filter list and of the search, and
 * the sort. Undefined when a filter list is too long to keep a statement for.
 */
function listShape(
  definition: AnyCrudDefinition,
  filter: Row & { limit: number; offset: number },
  scope: number[] | undefined,
): { parts: string[]; values: Record<string, unknown> } | undefined {
  const parts: string[] = [];
  const values: Record<string, unknown> = { limit: filter.limit, offset: filter.offset };
  if (definition.scope && scope) {
    parts.push('scope');
    values.scope = scope;
  }
  const ids = filter.ids as number[] | undefined;
  if (ids?.length) {
    parts.push('ids');
    values.ids = ids;
  }
  const patterns = searchPatterns(filter.search as string | undefined);
  if (patterns.length) parts.push(`search:${patterns.length}`);
  patterns.forEach((pattern, index) => {
    values[`search_${index}`] = pattern;
  });
  // In the definition's order, as conditions() has them.
  for (const key of Object.keys(definition.filters)) {
    const value = filter[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    if (!Array.isArray(value)) {
      parts.push(key);
      values[key] = value;
      continue;
    }
    if (value.length > MAX_SHAPED_LIST) return undefined;
    parts.push(`${key}:${value.length}`);
    value.forEach((item, index) => {
      values[`${key}_${index}`] = item;
    });
  }
  parts.push(`sort=${String(filter.sort ?? '')}`);
  return { parts, values };
}

/**
 * The WHERE of a list shape, with placeholders where conditions() has values: the filters'
 * own conditions get a placeholder, or a list of them, in place of their value. They only ever
 * pass the value on (eq, inArray, a subquery's IN); one that looked at it could not be shaped,
 * and the API tests compare both builds of every list call (SHAPED_SQL_CHECK).
 */
function shapedConditions(definition: AnyCrudDefinition, parts: readonly string[]) {
  const { table, search, filters } = definition;
  const column = definition.scope;
  const conditionsOf = parts.map((part) => {
    const [name, length] = part.split(':');
    const count = Number(length);
    const placeholders = (prefix: string) =>
      Array.from({ length: count }, (_, index) => sql.placeholder(`${prefix}_${index}`));
    if (name === 'scope' && column) {
      const inScope = sql`${column} = any(${sql.placeholder('scope')})`;
      return definition.sharedRows ? or(isNull(column), inScope) : inScope;
    }
    if (name === 'ids') return sql`${table.id} = any(${sql.placeholder('ids')})`;
    if (name === 'search')
      return and(
        ...placeholders('search').map((pattern) =>
          or(...search.map((expression) => ilike(expression, pattern))),
        ),
      );
    if (name.startsWith('sort=')) return undefined;
    const condition = (filters as Record<string, (value: unknown) => SQL | undefined>)[name];
    return condition(length === undefined ? sql.placeholder(name) : placeholders(name));
  });
  return and(...conditionsOf);
}

/** A list's page and total statements, prepared once per definition and shape. */
const listStatements = statementsByShape(
  'crud-list',
  (
    db: Database,
    { definition, parts }: { definition: AnyCrudDefinition; parts: string[] },
    name,
  ) => {
    const page = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
    const sort = parts.find((part) => part.startsWith('sort='))?.slice('sort='.length) || undefined;
    const { rows, total } = listQueries(
      db,
      definition,
      { ...page, sort },
      undefined,
      shapedConditions(definition, parts),
    );
    return { rows: rows.prepare(`${name}r`), total: total.prepare(`${name}t`) };
  },
  // By the definition itself, not its endpoint name: nothing makes names unique, and two
  // definitions of one name with other filters or joins must not share a statement.
  ({ definition, parts }) => `${definitionKey(definition)}\n${parts.join('\n')}`,
);

const definitionKeys = new WeakMap<AnyCrudDefinition, string>();
let definitionsSeen = 0;
function definitionKey(definition: AnyCrudDefinition): string {
  let key = definitionKeys.get(definition);
  if (!key) {
    definitionsSeen += 1;
    key = `${definition.endpoints.name}#${definitionsSeen}`;
    definitionKeys.set(definition, key);
  }
  return key;
}

/** One page of a catalog, filtered, sorted and limited to `scope` (project ids) if scoped. */
export async function listRows(
  db: Database,
  definition: AnyCrudDefinition,
  filter: Row & { limit: number; offset: number },
  scope: number[] | undefined,
): Promise<Paginated<Row>> {
  const { limit, offset } = filter;
  const shape = listShape(definition, filter, scope);
  if (!shape) {
    const queries = listQueries(db, definition, filter, scope);
    const [rows, [{ total }]] = await Promise.all([queries.rows, queries.total]);
    return { items: rows.map(plain), total, limit, offset };
  }
  const statements = listStatements(db, { definition, parts: shape.parts });
  if (process.env.SHAPED_SQL_CHECK === 'true')
    checkShaped(db, definition, filter, scope, statements, shape.values);
  const [rows, [{ total }]] = await Promise.all([
    statements.rows.execute(shape.values),
    statements.total.execute(shape.values),
  ]);
  return { items: rows.map(plain), total, limit, offset };
}

/**
 * In the API tests: the shaped statements, their placeholders filled, must be the very SQL and
 * values the direct build gives for this call. A filter condition that looked at its value
 * instead of passing it on would differ here.
 */
function checkShaped(
  db: Database,
  definition: AnyCrudDefinition,
  filter: Row & { limit: number; offset: number },
  scope: number[] | undefined,
  statements: { rows: { getQuery(): Query }; total: { getQuery(): Query } },
  values: Record<string, unknown>,
) {
  const direct = listQueries(db, definition, filter, scope);
  const pairs = [
    [statements.rows.getQuery(), direct.rows.toSQL()],
    [statements.total.getQuery(), direct.total.toSQL()],
  ] as const;
  for (const [shaped, built] of pairs) {
    const filled = normalized(shaped.sql, fillPlaceholders(shaped.params, values));
    const expected = normalized(built.sql, built.params);
    if (JSON.stringify(filled) !== JSON.stringify(expected))
      throw new Error(
        `${definition.endpoints.name}: the shaped list statement differs from the direct one:\n${JSON.stringify(filled)}\n${JSON.stringify(expected)}`,
      );
  }
}

interface Query {
  sql: string;
  params: unknown[];
}

/**
 * A statement with its parameters written into its text, so that `x = any($1)` with [1, 2] and
 * `x in ($1, $2)` with 1 and 2 compare equal: both are written `x IN [1,2]`. Comparison only: the
 * values are not quoted for SQL.
 */
function normalized(text: string, params: unknown[]): string {
  return (
    text
      .replace(/= any\(\$(\d+)\)/g, (_, index) => `IN ${JSON.stringify(params[Number(index) - 1])}`)
      .replace(
        / in \((\$\d+(?:, \$\d+)*)\)/g,
        (_, list: string) =>
          ` IN ${JSON.stringify(list.split(', ').map((ref) => params[Number(ref.slice(1)) - 1]))}`,
      )
      .replace(/\$(\d+)/g, (_, index) => JSON.stringify(params[Number(index) - 1]))
      // The builder leaves out an offset of 0 it is given as a number.
      .replace(/ offset 0\b/g, '')
  );
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
