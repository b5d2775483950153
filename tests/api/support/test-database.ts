import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The API suites sign with a secret of their own: they never write an install's generated one. */
export const TEST_JWT_SECRET = 'the-api-suites-sign-with-a-secret-of-their-own';

/** PostgreSQL admin helpers for tests: each run and each test file gets a database of its own. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url: string, database: string): Promise<void> {
  await adminQuery(url, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
