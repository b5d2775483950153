import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import { todayIso } from '#server/lib/dates';
import { seedDemo } from '#server/seed/demo';
import { diskFileStorage } from '#server/storage/disk-storage';
import {
  adminQuery,
  dropDatabase,
  TEST_JWT_SECRET,
  uniqueDatabaseName,
  withDatabase,
} from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated and seeded data folder each test file copies. */
    templateDataDir: string;
    /** PostgreSQL: a migrated and seeded database each test file clones. */
    templateDatabase: string;
    filesDir: string;
    /** The day the template was seeded for; see reanchorToToday. */
    seededOn: string;
  }
}

/** Migrates and seeds once per run; test files start from a copy of the result. */
export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(join(tmpdir(), 'sfa-api-'));
  const filesDir = join(workDir, 'files');
  const password = loadConfig({ ...process.env, JWT_SECRET: TEST_JWT_SECRET }).demoPassword;
  const storage = diskFileStorage(filesDir);
  const adminUrl = process.env.TEST_DATABASE_URL;
  let templateDatabase = '';
  const templateDataDir = join(workDir, 'template');
  const now = new Date();

  if (adminUrl) {
    templateDatabase = uniqueDatabaseName('sfa_test_tmpl');
    await adminQuery(adminUrl, `CREATE DATABASE "${templateDatabase}"`);
    const handle = await openDatabase({ databaseUrl: withDatabase(adminUrl, templateDatabase) });
    await migrateDatabase(handle);
    await seedDemo(handle, { password, storage, now });
    await handle.close();
  } else {
    const handle = await openDatabase({ dataDir: templateDataDir });
    await migrateDatabase(handle);
    await seedDemo(handle, { password, storage, now });
    await handle.close();
  }
  project.provide('templateDataDir', templateDataDir);
  project.provide('templateDatabase', templateDatabase);
  project.provide('filesDir', filesDir);
  project.provide('seededOn', todayIso(now));

  return async () => {
    if (adminUrl) {
      // Clones made by test files carry the template's name as a prefix.
      const client = new (await import('pg')).default.Client({ connectionString: adminUrl });
      await client.connect();
      const { rows } = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`${templateDatabase}%`],
      );
      await client.end();
      for (const row of rows.reverse()) await dropDatabase(adminUrl, row.datname);
    }
    rmSync(workDir, { recursive: true, force: true });
  };
}
