import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { type DatabaseHandle, openDatabase } from '#server/db/client';
import { adminQuery, dropDatabase, withDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

let counter = 0;

/** Silent, unless a test reads the log: then its JSON lines collect in `logLines`. */
export const testLogger = (logLines?: string[]) =>
  logLines ? { level: 'info', stream: { write: (line: string) => logLines.push(line) } } : false;

/**
 * The real server in-process, on a private copy of the seeded template database: PGlite by
 * default, PostgreSQL when TEST_DATABASE_URL is set.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logLines?: string[] } = {},
): Promise<TestApp> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  // No poll loop: a test runs the job queue itself (app.jobs.runDue()) when it means to.
  const config = loadConfig({
    JOBS_WORKER: 'false',
    ...env,
    DATA_DIR: dirname(inject('filesDir')),
    LOG_LEVEL: 'warn',
  });
  let database: DatabaseHandle;
  let cleanup: () => Promise<void>;

  if (adminUrl) {
    const template = inject('templateDatabase');
    const name = `${template}_${process.pid}_${++counter}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    database = await openDatabase({ databaseUrl: withDatabase(adminUrl, name) });
    cleanup = () => dropDatabase(adminUrl, name);
  } else {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'sfa-api-file-')), 'db');
    cpSync(inject('templateDataDir'), dataDir, { recursive: true });
    database = await openDatabase({ dataDir });
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  const app = await buildApp({ config, database, logger: testLogger(options.logLines) });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await cleanup();
    },
  };
}
