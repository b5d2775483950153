import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import type { Job } from './queue';

interface JobContext {
  job: Job;
  db: Database;
  log: FastifyBaseLogger;
  /** Aborted when the worker stops: a long job stops between steps and is queued again. */
  signal: AbortSignal;
  /**
   * Records progress and extends the lease; a job that runs longer than a lease calls it now
   * and then. Throws when another worker has taken the job over.
   */
  progress(done: number, total?: number): Promise<void>;
}

/** What runs the jobs of one kind. */
export interface JobHandler {
  kind: string;
  /** Does the work; what it answers is kept as the job's result. */
  run(context: JobContext): Promise<Record<string, unknown> | undefined>;
  /** Attempts before the job is marked failed; 5 when unset. */
  maxAttempts?: number;
  /** Wait before the next attempt once `attempts` have failed; exponential when unset. */
  retryDelayMs?(attempts: number): number;
  /**
   * A recurring singleton: one job of this kind is queued or running at any time (its kind is
   * its unique key), and each run queues the next, `everyMs` after it ends.
   */
  everyMs?: number;
}

const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min, … up to an hour. */
export const exponentialRetry = (attempts: number): number =>
  Math.min(RETRY_BASE_MS * 2 ** Math.max(attempts - 1, 0), RETRY_MAX_MS);
