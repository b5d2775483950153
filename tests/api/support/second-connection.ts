import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app';
import { type DatabaseHandle, openDatabase } from '#server/db/client';
import { type TestApp, testLogger } from './test-app';
import { withDatabase } from './test-database';

/**
 * Another way into the test app's database, as a second server process would have: on
 * PostgreSQL a pool of its own; PGlite is one connection in this process, so there it is the
 * same (and closing it is left to the test app).
 */
export async function secondConnection(test: TestApp): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { ...test.database, close: async () => {} };
  const result = await test.database.db.execute(sql`select current_database() as name`);
  // Both drivers answer the rows as `rows`; the shared Database type cannot say so.
  const [{ name }] = (result as unknown as { rows: { name: string }[] }).rows;
  return openDatabase({ databaseUrl: withDatabase(adminUrl, name) });
}

/**
 * A second server process on the test app's database: the same configuration, a connection of
 * its own (secondConnection), its own memory. Closing it leaves the database to the first.
 */
export async function secondApp(
  test: TestApp,
  options: { logLines?: string[] } = {},
): Promise<TestApp> {
  const database = await secondConnection(test);
  const app = await buildApp({
    config: test.app.config,
    database,
    logger: testLogger(options.logLines),
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
