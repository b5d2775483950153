import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { arrayRowsOf, type Database } from '../client';
import { visits } from '../schema/index';
import { rowReader, type TimestampsAsText, visitPageQueries } from './visit-page';

/** Before every visit: no feed_at is infinite and no id is past the largest integer. */
const START = { after_at: 'infinity', after_id: 2_147_483_647 };

/** The text of feed_at to the microsecond, the keyset's cursor: a Date keeps milliseconds only. */
const cursorColumns = { cursor_at: sql<string>`${visits.feed_at}::text` };

/**
 * The statements of a batch of visits by keyset, in the feed's order (feed_at desc, id desc):
 * the rows after `(after_at, after_id)`, prepared under `name` beside the placeholders of
 * `where`. A batch is found as a page is (ids first, then the joins), but with no OFFSET: a
 * million rows read a batch at a time would otherwise skip past ever more rows each time.
 */
export function visitBatchStatements(db: Database, where: SQL | undefined, name: string) {
  const after = sql`(${visits.feed_at}, ${visits.id}) < (${sql.placeholder('after_at')}::timestamptz, ${sql.placeholder('after_id')}::integer)`;
  const keyset = where ? sql`${where} and ${after}` : after;
  const page = { limit: sql.placeholder('limit'), offset: 0 };
  const { rows } = visitPageQueries(db, keyset, page, cursorColumns);
  return {
    db,
    rows: rows.prepare(`${name}k`).getQuery(),
    rowsName: name && `${name}k`,
    rowOf: rowReader(Object.keys(cursorColumns)),
  };
}

type VisitBatchStatements = ReturnType<typeof visitBatchStatements>;
type BatchQuery = ReturnType<typeof visitPageQueries<typeof cursorColumns>>['rows'];
/** A row as arrayRowsOf reads it: the list's groups and the cursor, timestamps as text. */
type BatchRow = TimestampsAsText<Awaited<ReturnType<BatchQuery['execute']>>[number]>;

/**
 * Batches read per statement. The feed's index leads with the visit day, not feed_at, so each
 * statement scans the whole filter's range to find the rows after its cursor: for a million
 * visits a statement a batch was a thousand such scans, this is two hundred, each holding five
 * batches of rows at once. Ten held the worker's memory over the export's budget in some runs
 * (docs/performance.md, "Visit feed export").
 */
const BATCHES_PER_READ = 5;

/**
 * Every visit of the filter, newest first, in batches of `size`: each read starts after the
 * last row of the one before, so no row is skipped or read twice while the batches are read.
 */
export async function* visitBatches(
  statements: VisitBatchStatements,
  values: Record<string, unknown>,
  size: number,
  signal: AbortSignal,
): AsyncGenerator<BatchRow[]> {
  const limit = size * BATCHES_PER_READ;
  let cursor: Record<string, unknown> = START;
  for (;;) {
    signal.throwIfAborted();
    const params = fillPlaceholders(statements.rows.params, { ...values, ...cursor, limit });
    const arrays = await arrayRowsOf(
      statements.db,
      { sql: statements.rows.sql, params },
      statements.rowsName,
    );
    for (let start = 0; start < arrays.length; start += size) {
      signal.throwIfAborted();
      yield arrays.slice(start, start + size).map((array) => statements.rowOf(array) as BatchRow);
    }
    const last = arrays.at(-1);
    if (!last || arrays.length < limit) return;
    const row = statements.rowOf(last) as BatchRow;
    cursor = { after_at: row.cursor_at, after_id: row.visit.id };
  }
}
