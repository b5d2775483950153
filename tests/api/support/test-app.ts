import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { type DatabaseHandle, openDatabase } from '#server/db/client';
import { reanchorToToday } from './reanchor-day';
import { adminQuery, dropDatabase, TEST_JWT_SECRET, withDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

let counter = 0;

/** A private copy of the seeded template database, opened here, and where another process finds it. */
export interface TemplateCopy {
  database: DatabaseHandle;
  /** PostgreSQL: its connection string. PGlite: undefined (its folder is `dataDir`). */
  url: string | undefined;
  /** PGlite: its folder, which one process at a time may open. */
  dataDir: string | undefined;
  cleanup(): Promise<void>;
}

export async function copyOfTemplate(): Promise<TemplateCopy> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = inject('templateDatabase');
    const name = `${template}_${process.pid}_${++counter}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    const url = withDatabase(adminUrl, name);
    const database = await openDatabase({ databaseUrl: url });
    await reanchorToToday(database, inject('seededOn'));
    return { database, url, dataDir: undefined, cleanup: () => dropDatabase(adminUrl, name) };
  }
  const dataDir = join(mkdtempSync(join(tmpdir(), 'sfa-api-file-')), 'db');
  cpSync(inject('templateDataDir'), dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  await reanchorToToday(database, inject('seededOn'));
  const cleanup = async () => rmSync(dirname(dataDir), { recursive: true, force: true });
  return { database, url: undefined, dataDir, cleanup };
}

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
  // No poll loop: a test runs the job queue itself (app.jobs.runDue()) when it means to.
  const config = loadConfig({
    JOBS_WORKER: 'false',
    JWT_SECRET: TEST_JWT_SECRET,
    ...env,
    DATA_DIR: dirname(inject('filesDir')),
    LOG_LEVEL: 'warn',
  });
  const { database, cleanup } = await copyOfTemplate();
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
