import { and, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';

/** Rows one statement deletes at most: a large backlog never holds many locks for long. */
export const BATCH_SIZE = 1000;

export type TableWithId = PgTable & { id: PgColumn };

/** `now()` less a number of days, evaluated by the database (one clock for every process). */
export const daysAgo = (days: number) => sql`now() - ${days} * interval '1 day'`;

/**
 * Deletes the rows matching `where`, a batch of BATCH_SIZE at a time in id order, each batch
 * after the last one's highest id so the table is read once. Rows locked by a writer are
 * skipped (SKIP LOCKED), not waited for: the next run gets them. Answers the count deleted.
 */
export async function deleteInBatches(
  db: Database,
  table: TableWithId,
  where: SQL,
  afterBatch: (deleted: number) => Promise<void>,
): Promise<number> {
  let after = 0;
  let total = 0;
  for (;;) {
    const batch = db
      .select({ id: table.id })
      .from(table)
      .where(and(gt(table.id, after), where))
      .orderBy(table.id)
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    const rows = await db
      .delete(table)
      .where(inArray(table.id, batch))
      .returning({ id: sql<number>`${table.id}` });
    total += rows.length;
    if (rows.length > 0) await afterBatch(total);
    if (rows.length < BATCH_SIZE) return total;
    after = Math.max(...rows.map((row) => row.id));
  }
}
