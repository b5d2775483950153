import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const jobStatus = pgEnum('job_status', JOB_STATUSES);

/**
 * Long work (imports, exports, cleanup) queued in the database itself, so that it survives a
 * restart and any process on the database may run it (server/jobs). A running job holds a
 * lease (`locked_until`); a job whose worker died is queued again once the lease runs out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: jobStatus().notNull().default('queued'),
    /** At most one queued or running job per key: a singleton (the cleanup) is never queued twice. */
    unique_key: text(),
    run_at: tstz().notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    max_attempts: integer().notNull().default(5),
    progress_done: integer(),
    progress_total: integer(),
    /** What a finished job reports (the cleanup: rows removed per kind). */
    result: jsonb().$type<Record<string, unknown>>(),
    error: text(),
    locked_until: tstz(),
    finished_at: tstz(),
    ...timestamps,
  },
  (t) => [
    // Claiming reads only due queued jobs; reaping only running ones whose lease ran out.
    index('jobs_queued_idx').on(t.run_at, t.id).where(sql`${t.status} = 'queued'`),
    index('jobs_running_idx').on(t.locked_until).where(sql`${t.status} = 'running'`),
    uniqueIndex('jobs_unique_key_idx')
      .on(t.unique_key)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);
