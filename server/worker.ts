import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { type AppConfig, loadConfigOrExit } from '#server/config';
import { openDatabase } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import { jobHandlers } from '#server/jobs/register-jobs';
import { createWorker } from '#server/jobs/worker';
import { LOG_REDACTIONS } from '#server/log-redactions';
import { exportKindsOf, importKindsOf, services } from '#server/services/index';
import { stopOnSignals } from '#server/shutdown';
import { appFileStorage } from '#server/storage/app-storage';

/** A nice value: below the web processes, above batch work such as backups. */
const WORKER_NICENESS = 10;

/**
 * Jobs are background work: where a worker shares the host with web processes, a request should
 * not wait for an import's CPU. Lowering one's own priority needs no privilege.
 */
function yieldToWebProcesses(log: pino.Logger) {
  try {
    setPriority(WORKER_NICENESS);
  } catch (error) {
    log.warn({ err: error }, 'could not lower the worker process priority');
  }
}

/**
 * `npm run worker`: the job queue with no HTTP, for imports, exports and the cleanup at scale,
 * beside web processes started with JOBS_WORKER=false. Any number of workers share a database
 * (each claim takes a different job); SIGTERM lets the job in hand stop at its next step.
 */
export async function startWorker(config: AppConfig = loadConfigOrExit()) {
  const log = pino({ level: config.logLevel, redact: LOG_REDACTIONS });
  yieldToWebProcesses(log);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // The release step migrates (npm run migrate); a worker started first still finds its tables.
  await database.exclusive(() => migrateDatabase(database));
  const storage = appFileStorage(config);
  const handlers = jobHandlers(config, storage, {
    dbKind: database.kind,
    importKinds: importKindsOf(services),
    exportKinds: exportKindsOf(services),
  });
  const worker = createWorker({ db: database.db, log, handlers });
  worker.start();
  // The queue's poll never keeps a process alive (a web process has its server for that): here
  // it is all the process is for.
  const alive = setInterval(() => {}, 60_000);
  stopOnSignals(log, config.shutdownTimeoutSeconds * 1000, async () => {
    clearInterval(alive);
    await worker.stop();
    await storage.close();
    await database.close();
  });
  log.info({ database: database.kind }, 'job worker started');
  return worker;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await startWorker();
}
