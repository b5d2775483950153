import { isDeepStrictEqual } from 'node:util';
import { count, desc, eq, fillPlaceholders, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { callerColumn } from '#server/access/caller';
import type { CallerRider } from '#server/access/provisional-caller';
import { arrayRowsOf, type Database } from '../client';
import { outlets, project_outlets, projects, users, visits } from '../schema/index';

/**
 * What every list of visits shows: the visit's own columns a list reply has (not all of the
 * table's), its project, outlet and executor.
 */
const visitListColumns = {
  visit: {
    id: visits.id,
    number: visits.number,
    status: visits.status,
    visit_type: visits.visit_type,
    visit_date: visits.visit_date,
    planned_start: visits.planned_start,
    planned_end: visits.planned_end,
    started_at: visits.started_at,
    finished_at: visits.finished_at,
    duration: visits.duration,
    photo_count: visits.photo_count,
    is_restored: visits.is_restored,
    is_checked: visits.is_checked,
    external_code: visits.external_code,
  },
  project: { id: projects.id, name: projects.name },
  outlet: {
    id: project_outlets.id,
    project_name: project_outlets.name,
    name: outlets.name,
    address: outlets.address,
  },
  user: {
    id: users.id,
    last_name: users.last_name,
    first_name: users.first_name,
    patronymic_name: users.patronymic_name,
  },
};

/**
 * The statements of one page of visits (see pageOfVisits), unexecuted: the bench runs the same
 * SQL on a bare handler.
 *
 * Ids first: the page's ids come from the filter and sort columns alone (an index-only scan of
 * visits_feed_date_idx and a top-N sort of feed_at, id), and only those rows are joined and
 * read. Sorting every matching row with all its columns and joins to keep 50 spilled to disk
 * for a month of a million visits.
 */
export function visitPageQueries<Extra extends SelectedFields>(
  db: Database,
  where: SQL | undefined,
  page: { limit: number | Placeholder; offset: number | Placeholder },
  extra: Extra,
) {
  const ids = db
    .select({ id: visits.id, feed_at: visits.feed_at })
    .from(visits)
    .where(where)
    .orderBy(desc(visits.feed_at), desc(visits.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  const rows = db
    .select({ ...visitListColumns, ...extra })
    .from(ids)
    .innerJoin(visits, eq(visits.id, ids.id))
    .innerJoin(projects, eq(projects.id, visits.project_id))
    .innerJoin(project_outlets, eq(project_outlets.id, visits.project_outlet_id))
    .innerJoin(outlets, eq(outlets.id, project_outlets.outlet_id))
    .leftJoin(users, eq(users.id, visits.user_id))
    .orderBy(desc(ids.feed_at), desc(ids.id));
  const total = db.select({ total: count() }).from(visits).where(where);
  return { rows, total };
}

/**
 * The statements of a page of visits, prepared under `name` with the page's limit and offset as
 * placeholders (`limit`, `offset`) beside those of `where`: built once per shape of a list's
 * filter (statementsByShape), run with each call's values by pageOfVisits.
 */
export function visitPageStatements<Extra extends SelectedFields>(
  db: Database,
  where: SQL | undefined,
  extra: Extra,
  name: string,
) {
  const page = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
  const { rows, total } = visitPageQueries(db, where, page, extra);
  return {
    db,
    rows: rows.prepare(`${name}r`),
    rowsName: name && `${name}r`,
    rowOf: rowReader(Object.keys(extra)),
    total: total.prepare(`${name}t`),
    // The total with the request's caller read alongside (provisional-caller.ts).
    totalWithCaller: db
      .select({ total: count(), caller: callerColumn })
      .from(visits)
      .where(where)
      .prepare(`${name}c`),
  };
}

type VisitPageStatements<Extra extends SelectedFields> = ReturnType<
  typeof visitPageStatements<Extra>
>;

/**
 * One page of the visits, newest first, with the list columns and the statements' extra ones,
 * and the total for the filter. The page and the total are independent: on PostgreSQL they run
 * on two connections at once.
 */
export async function pageOfVisits<Extra extends SelectedFields>(
  statements: VisitPageStatements<Extra>,
  values: Record<string, unknown>,
  page: { limit: number; offset: number },
  /** The request's pending caller read, carried by the total's statement. */
  rider?: CallerRider,
) {
  const all = { ...values, ...page };
  const { sql: text, params } = statements.rows.getQuery();
  const query = { sql: text, params: fillPlaceholders(params, all) };
  const [arrays, total] = await Promise.all([
    arrayRowsOf(statements.db, query, statements.rowsName),
    rider ? totalCarrying(statements, all, rider) : totalOf(statements, all),
  ]);
  type Row = TimestampsAsText<Awaited<ReturnType<typeof statements.rows.execute>>[number]>;
  // The columns come in the selection's order: visitListColumns' groups, then the extra ones.
  const rows = arrays.map((values) => statements.rowOf(values) as Row);
  // The API tests hold every page against the query builder's own mapping of the same rows.
  if (process.env.SHAPED_SQL_CHECK === 'true') {
    const mapped = (await statements.rows.execute(all)).map(withTimestampsAsText);
    if (!isDeepStrictEqual(rows, mapped))
      throw new Error(`pageOfVisits: rows read by position differ from the builder's mapping`);
  }
  return { rows, total };
}

async function totalOf<Extra extends SelectedFields>(
  statements: Pick<VisitPageStatements<Extra>, 'total'>,
  values: Record<string, unknown>,
) {
  const [{ total }] = await statements.total.execute(values);
  return total;
}

async function totalCarrying<Extra extends SelectedFields>(
  statements: Pick<VisitPageStatements<Extra>, 'totalWithCaller'>,
  values: Record<string, unknown>,
  rider: CallerRider,
) {
  try {
    const [{ total, caller }] = await statements.totalWithCaller.execute({
      ...values,
      ...rider.values,
    });
    rider.deliver(caller);
    return total;
  } catch (error) {
    rider.fail();
    throw error;
  }
}

/** A row's timestamps as arrayRowsOf reads them: ISO 8601 text. */
export type TimestampsAsText<Row> = {
  [Key in keyof Row]: Row[Key] extends Date
    ? string
    : Row[Key] extends Date | null
      ? string | null
      : Row[Key] extends Record<string, unknown> | null
        ? TimestampsAsText<Row[Key]>
        : Row[Key];
};

/** The query builder's row with its Dates written as ISO 8601 text, as arrayRowsOf reads them. */
function withTimestampsAsText(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, withTimestampsAsText(inner)]),
  );
}

/** The column names of each group of visitListColumns, in select order. */
const LIST_GROUPS = Object.entries(visitListColumns).map(
  ([group, columns]) => [group, Object.keys(columns)] as const,
);
/** Groups of a left join: null when the row has none (all its columns null), as the builder does. */
const OPTIONAL_GROUPS = new Set(['user']);

/**
 * The reader of a row of values into the builder's nested row: visitListColumns' groups, then
 * the extra keys. Compiled from those constant names into one object literal: assigning each
 * cell by a variable key cost fifteen times as much on a page of 50 rows.
 */
export function rowReader(extraKeys: readonly string[]): (values: unknown[]) => unknown {
  let at = 0;
  const cell = (key: string) => `${JSON.stringify(key)}: values[${at++}]`;
  const groups = LIST_GROUPS.map(([group, columns]) => {
    const first = at;
    const object = `{ ${columns.map(cell).join(', ')} }`;
    if (!OPTIONAL_GROUPS.has(group)) return `${JSON.stringify(group)}: ${object}`;
    const absent = columns.map((_, index) => `values[${first + index}] === null`).join(' && ');
    return `${JSON.stringify(group)}: ${absent} ? null : ${object}`;
  });
  const extras = extraKeys.map(cell);
  return new Function('values', `return { ${[...groups, ...extras].join(', ')} };`) as (
    values: unknown[],
  ) => unknown;
}

/** The outlet as lists show it: its name in the project first. */
export const listedOutlet = (outlet: {
  id: number;
  project_name: string | null;
  name: string;
  address: string;
}) => ({ id: outlet.id, name: outlet.project_name ?? outlet.name, address: outlet.address });
