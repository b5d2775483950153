import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/client';
import { users } from '#server/db/schema/index';
import { prepareDatabase } from '#server/prepare-database';
import { copyOfTemplate } from './support/test-app';
import {
  adminQuery,
  dropDatabase,
  uniqueDatabaseName,
  withDatabase,
} from './support/test-database';

const adminUrl = process.env.TEST_DATABASE_URL;
const workDir = mkdtempSync(join(tmpdir(), 'sfa-startup-'));
const config = {
  seedDemo: true,
  dataDir: workDir,
  storage: { kind: 'disk' as const },
  demoPassword: 'demo-password',
};
const handles: DatabaseHandle[] = [];
let databaseName = '';

/**
 * An empty database, opened as each of `processes` server processes would open it: on
 * PostgreSQL a pool each; PGlite belongs to one process, whose callers share its handle.
 */
async function emptyDatabase(processes: number): Promise<DatabaseHandle[]> {
  if (!adminUrl) {
    const handle = await openDatabase({ inMemory: true });
    handles.push(handle);
    return Array.from({ length: processes }, () => handle);
  }
  databaseName = uniqueDatabaseName('sfa_startup');
  await adminQuery(adminUrl, `CREATE DATABASE "${databaseName}"`);
  const url = withDatabase(adminUrl, databaseName);
  const opened = await Promise.all(
    Array.from({ length: processes }, () => openDatabase({ databaseUrl: url })),
  );
  handles.push(...opened);
  return opened;
}

afterAll(async () => {
  for (const handle of new Set(handles)) await handle.close();
  if (adminUrl && databaseName) await dropDatabase(adminUrl, databaseName);
  rmSync(workDir, { recursive: true, force: true });
});

describe('processes started together on an empty database', () => {
  it('migrate and seed it once between them, and every one of them starts', async () => {
    const [first, second, third] = await emptyDatabase(3);
    const results = await Promise.all(
      [first, second, third].map((h) => prepareDatabase(h, config)),
    );
    expect(results.filter((result) => result?.seeded)).toHaveLength(1);
    const logins = results.map((result) => result?.logins.toSorted());
    expect(new Set(logins.map((list) => JSON.stringify(list))).size).toBe(1);
    expect(logins[0]?.length).toBeGreaterThan(0);
    // The demo users exist once, and a later start adds none.
    const demoUsers = async () => (await first.db.select({ n: count() }).from(users))[0].n;
    const seededOnce = await demoUsers();
    expect((await prepareDatabase(second, config))?.seeded).toBe(false);
    expect(await demoUsers()).toBe(seededOnce);
  }, 120_000);

  it('run the release step, npm run migrate, beside them', async () => {
    // A database in use: the seeded template's copy (a folder of its own on PGlite).
    const copy = await copyOfTemplate();
    if (!copy.url) await copy.database.close();
    try {
      const migrate = fileURLToPath(new URL('../../server/migrate.ts', import.meta.url));
      const result = spawnSync(process.execPath, ['--import', 'tsx', migrate], {
        env: {
          ...process.env,
          DATA_DIR: copy.dataDir ?? join(workDir, 'migrate-cli'),
          DATABASE_URL: copy.url ?? '',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toContain('Migrations applied');
    } finally {
      if (copy.url) await copy.database.close();
      await copy.cleanup();
    }
  }, 70_000);
});
