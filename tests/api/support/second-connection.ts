import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '#server/db/client';
import type { TestApp } from './test-app';
import { withDatabase } from './test-database';

/**
 * Another way into the test app's database, as a second server process would have: on
 * PostgreSQL a pool of its own; PGlite is one connection in this process, so there it is the same.
 */
export async function secondConnection(
  test: TestApp,
): Promise<{ db: Database; close(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { db: test.database.db, close: async () => {} };
  const result = await test.database.db.execute(sql`select current_database() as name`);
  // Both drivers answer the rows as `rows`; the shared Database type cannot say so.
  const [{ name }] = (result as unknown as { rows: { name: string }[] }).rows;
  const handle = await openDatabase({ databaseUrl: withDatabase(adminUrl, name) });
  return { db: handle.db, close: () => handle.close() };
}
