import type { FastifyInstance } from 'fastify';
import { cleanupJob } from './cleanup/cleanup-job';
import type { JobHandler } from './job-handler';
import { createWorker, type JobWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobWorker;
  }
}

/** Every kind of job this server runs; imports and exports add theirs here. */
function jobHandlers(app: FastifyInstance): JobHandler[] {
  return [
    cleanupJob({
      storage: app.storage,
      intervalMinutes: app.config.cleanupIntervalMinutes,
    }),
  ];
}

/**
 * The job worker, started with the server unless JOBS_WORKER=false (web-only processes at
 * scale; tests, which run the queue themselves through `app.jobs.runDue()`).
 */
export function registerJobs(app: FastifyInstance): void {
  const worker = createWorker({ db: app.db, log: app.log, handlers: jobHandlers(app) });
  app.decorate('jobs', worker);
  if (app.config.jobsWorker) app.addHook('onReady', async () => worker.start());
  // preClose, not onClose: onClose hooks run last-added first, so the database (closed by one
  // added at start-up) would be gone before the worker had stopped.
  app.addHook('preClose', () => worker.stop());
}
