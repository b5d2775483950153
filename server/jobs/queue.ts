import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { jobs } from '#server/db/schema/index';

export type Job = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** Not before this many milliseconds from the database's now (one clock for every process). */
  delayMs?: number;
  /** While a job with this key is queued or running, another is not queued (singletons). */
  uniqueKey?: string;
  maxAttempts?: number;
}

const fromNow = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** Queues a job; undefined when one with the same unique key is already queued or running. */
export async function enqueue(db: Database, job: NewJob): Promise<number | undefined> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      unique_key: job.uniqueKey,
      run_at: fromNow(job.delayMs ?? 0),
      max_attempts: job.maxAttempts,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return row?.id;
}

/**
 * Takes the oldest due job of the given kinds and leases it to the caller. SKIP LOCKED: two
 * workers claiming at once take different jobs instead of waiting for each other.
 */
export async function claimNext(
  db: Database,
  kinds: readonly string[],
  leaseMs: number,
): Promise<Job | undefined> {
  if (kinds.length === 0) return undefined;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'queued'), lte(jobs.run_at, sql`now()`), inArray(jobs.kind, kinds)))
    .orderBy(jobs.run_at, jobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      locked_until: fromNow(leaseMs),
      error: null,
    })
    .where(inArray(jobs.id, due))
    .returning();
  return job;
}

/**
 * The job as its worker claimed it: the attempt number fences a worker whose lease ran out (its
 * job was taken over) from finishing or failing the newer attempt.
 */
const stillOurs = (job: Job) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

/** Records progress and extends the lease; false when the job is no longer this worker's. */
export async function reportProgress(
  db: Database,
  job: Job,
  progress: { done: number; total?: number },
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      progress_done: progress.done,
      progress_total: progress.total ?? null,
      locked_until: fromNow(leaseMs),
    })
    .where(stillOurs(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Marks the job done; false when it was no longer this worker's. */
export async function complete(
  db: Database,
  job: Job,
  result: Record<string, unknown> | undefined,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: 'done',
      result: result ?? null,
      locked_until: null,
      finished_at: sql`now()`,
    })
    .where(stillOurs(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Queues the job again after `retryInMs`, or marks it failed for good once its attempts are
 * spent (then `retryInMs` is ignored). Answers the status it was left in, or undefined when it
 * was no longer this worker's.
 */
export async function fail(
  db: Database,
  job: Job,
  error: string,
  retryInMs: number,
): Promise<'queued' | 'failed' | undefined> {
  const final = job.attempts >= job.max_attempts;
  const rows = await db
    .update(jobs)
    .set(
      final
        ? { status: 'failed', error, locked_until: null, finished_at: sql`now()` }
        : { status: 'queued', error, locked_until: null, run_at: fromNow(retryInMs) },
    )
    .where(stillOurs(job))
    .returning({ status: jobs.status });
  const status = rows[0]?.status;
  return status === 'queued' || status === 'failed' ? status : undefined;
}

/** Gives a job back untouched (its worker is stopping): queued at once, the attempt not counted. */
export async function release(db: Database, job: Job): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'queued', attempts: sql`${jobs.attempts} - 1`, locked_until: null })
    .where(stillOurs(job));
}

/**
 * Running jobs whose lease ran out (their process died or hung) go back to the queue, or fail
 * when that was their last attempt. Answers the kinds touched.
 */
export async function reapExpired(db: Database): Promise<{ id: number; kind: string }[]> {
  return db
    .update(jobs)
    .set({
      status: sql`case when ${jobs.attempts} >= ${jobs.max_attempts} then 'failed' else 'queued' end::job_status`,
      error: 'the worker stopped before the job finished (lease expired)',
      locked_until: null,
      run_at: sql`now()`,
      finished_at: sql`case when ${jobs.attempts} >= ${jobs.max_attempts} then now() end`,
    })
    .where(and(eq(jobs.status, 'running'), lte(jobs.locked_until, sql`now()`)))
    .returning({ id: jobs.id, kind: jobs.kind });
}
