import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import { exponentialRetry, type JobHandler } from './job-handler';
import {
  claimNext,
  complete,
  enqueue,
  fail,
  type Job,
  reapExpired,
  release,
  reportProgress,
} from './queue';

/** A job claimed and not heard of for this long is taken to be abandoned (its process died). */
const LEASE_MS = 5 * 60_000;
const POLL_MS = 5000;
/** Jobs one round runs at most before the poll timer gets a turn again. */
const ROUND_LIMIT = 100;

export interface JobOutcome {
  id: number;
  kind: string;
  status: 'done' | 'queued' | 'failed' | 'released' | 'lost';
  result?: Record<string, unknown>;
  error?: string;
}

export interface WorkerOptions {
  db: Database;
  log: FastifyBaseLogger;
  handlers: readonly JobHandler[];
  pollMs?: number;
}

export type JobWorker = ReturnType<typeof createWorker>;

/**
 * Runs queued jobs of the kinds it has handlers for, one at a time, polling every few seconds.
 * Any number of workers may share a database: each claim takes a different job.
 */
export function createWorker(options: WorkerOptions) {
  const { db, log, handlers } = options;
  const byKind = new Map(handlers.map((handler) => [handler.kind, handler]));
  const kinds = [...byKind.keys()];
  let controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> | undefined;
  let started = false;

  /** Queues the first run of each recurring kind; a no-op while one is queued or running. */
  async function ensureRecurring(): Promise<void> {
    for (const handler of handlers) {
      if (!handler.everyMs) continue;
      await enqueue(db, {
        kind: handler.kind,
        uniqueKey: handler.kind,
        maxAttempts: handler.maxAttempts,
      });
    }
  }

  const scheduleNext = (tx: Database, handler: JobHandler) =>
    handler.everyMs
      ? enqueue(tx, {
          kind: handler.kind,
          uniqueKey: handler.kind,
          maxAttempts: handler.maxAttempts,
          delayMs: handler.everyMs,
        })
      : undefined;

  async function runOne(job: Job, handler: JobHandler): Promise<JobOutcome> {
    const signal = controller.signal;
    const jobLog = log.child({ jobId: job.id, kind: job.kind, attempt: job.attempts });
    const outcome = { id: job.id, kind: job.kind };
    const progress = async (done: number, total?: number) => {
      if (!(await reportProgress(db, job, { done, total }, LEASE_MS))) {
        throw new Error('the job was taken over by another worker');
      }
    };
    try {
      const result = await handler.run({ job, db, log: jobLog, signal, progress });
      // One transaction: a recurring job always has its next run queued once this one is done.
      const kept = await db.transaction(async (tx) => {
        const ours = await complete(tx, job, result);
        if (ours) await scheduleNext(tx, handler);
        return ours;
      });
      return { ...outcome, status: kept ? 'done' : 'lost', result };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (signal.aborted) {
        await release(db, job);
        return { ...outcome, status: 'released', error: message };
      }
      const delay = (handler.retryDelayMs ?? exponentialRetry)(job.attempts);
      const status = await db.transaction(async (tx) => {
        const left = await fail(tx, job, message, delay);
        if (left === 'failed') await scheduleNext(tx, handler);
        return left;
      });
      if (status === 'failed') jobLog.error({ err: error }, 'job failed');
      else jobLog.warn({ err: error, retryInMs: delay }, 'job attempt failed');
      return { ...outcome, status: status ?? 'lost', error: message };
    }
  }

  /**
   * Runs every due job, one after another, and answers what became of each. Tests call it to
   * run the queue without the poll loop.
   */
  async function runDue(): Promise<JobOutcome[]> {
    const reaped = await reapExpired(db);
    if (reaped.length > 0) {
      log.warn({ jobs: reaped }, 'jobs abandoned by their worker were queued again');
      // A recurring job failed by the reaper has no next run queued yet.
      await ensureRecurring();
    }
    const outcomes: JobOutcome[] = [];
    while (outcomes.length < ROUND_LIMIT && !controller.signal.aborted) {
      const job = await claimNext(db, kinds, LEASE_MS);
      if (!job) break;
      const handler = byKind.get(job.kind);
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      outcomes.push(await runOne(job, handler));
    }
    return outcomes;
  }

  async function tick(): Promise<void> {
    timer = undefined;
    try {
      await runDue();
    } catch (error) {
      // The database may be away for a moment; the next poll tries again.
      log.error({ err: error }, 'job worker round failed');
    }
    if (started) {
      timer = setTimeout(() => (round = tick()), options.pollMs ?? POLL_MS);
      // The poll alone never keeps a process alive.
      timer.unref();
    }
  }

  return {
    ensureRecurring,
    runDue,
    /** Starts polling: queues the recurring jobs, then runs what is due every few seconds. */
    start(): void {
      if (started) return;
      started = true;
      controller = new AbortController();
      round = ensureRecurring()
        .catch((error: unknown) => log.error({ err: error }, 'recurring jobs not queued'))
        .then(tick);
    },
    /**
     * Runs a round now rather than at the next poll, when idle (a job was just queued by this
     * process); a round under way claims it anyway.
     */
    wake(): void {
      if (!started || !timer) return;
      clearTimeout(timer);
      round = tick();
    },
    /** Stops polling and waits for the job in hand; a long job is asked to stop (signal). */
    async stop(): Promise<void> {
      if (!started) return;
      started = false;
      controller.abort();
      clearTimeout(timer);
      await round;
    },
  };
}
