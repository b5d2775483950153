import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '#server/config';
import type { DatabaseKind } from '#server/db/client';
import { exportJob } from '#server/exports/export-job';
import type { ExportKindDefinition } from '#server/exports/kind';
import { importJob } from '#server/imports/import-job';
import type { ImportKindDefinition } from '#server/imports/kind';
import type { FileStorage } from '#server/storage/file-storage';
import { cleanupJob } from './cleanup/cleanup-job';
import type { JobHandler } from './job-handler';
import { createWorker, type JobWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobWorker;
    /** Every service's import kinds (spec section 9). */
    importKinds: readonly ImportKindDefinition[];
    /** Every service's export kinds: its lists' and its reports'. */
    exportKinds: readonly ExportKindDefinition[];
  }
}

/** What the job handlers need besides the configuration and the file store. */
export interface JobEnvironment {
  dbKind: DatabaseKind;
  importKinds: readonly ImportKindDefinition[];
  exportKinds: readonly ExportKindDefinition[];
}

/** Every kind of job the portal runs, in a web process or a worker. */
export function jobHandlers(
  config: AppConfig,
  storage: FileStorage,
  environment: JobEnvironment,
): JobHandler[] {
  return [
    cleanupJob({
      storage,
      intervalMinutes: config.cleanupIntervalMinutes,
    }),
    importJob({ storage, dbKind: environment.dbKind, kinds: environment.importKinds }),
    exportJob({ storage, config, kinds: environment.exportKinds }),
  ];
}

/**
 * The job worker, started with the server unless JOBS_WORKER=false (web-only processes beside
 * `npm run worker` at scale; tests, which run the queue themselves through `app.jobs.runDue()`).
 */
export function registerJobs(app: FastifyInstance): void {
  const worker = createWorker({
    db: app.db,
    log: app.log,
    handlers: jobHandlers(app.config, app.storage, {
      dbKind: app.dbKind,
      importKinds: app.importKinds,
      exportKinds: app.exportKinds,
    }),
  });
  app.decorate('jobs', worker);
  if (app.config.jobsWorker) app.addHook('onReady', async () => worker.start());
  // preClose, not onClose: onClose hooks run last-added first, so the database (closed by one
  // added at start-up) would be gone before the worker had stopped.
  app.addHook('preClose', () => worker.stop());
}
