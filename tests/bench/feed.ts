import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { type DatabaseHandle, openDatabase } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import { users } from '#server/db/schema/index';
import { seedDemo } from '#server/seed/demo';
import { isSeeded } from '#server/seed/is-seeded';
import { seedLarge } from '#server/seed/large';
import { startSession } from '#server/services/auth/sessions';
import { percentile, timeIt } from './stats';

export interface FeedFigures {
  label: string;
  total: number;
  p50: number;
  p95: number;
  samples: number;
}

/** `POST url` with the default filters, limit 50, through the whole stack, as the administrator. */
export async function measureList(
  handle: DatabaseHandle,
  label: string,
  runs: number,
  url: string,
  body: object = {},
): Promise<FeedFigures> {
  // No job worker: a cleanup run on the large set would share the database with the timings.
  const config = loadConfig({ LOG_LEVEL: 'warn', JOBS_WORKER: 'false' });
  const app = await buildApp({ config, database: handle, logger: false });
  await app.ready();
  const [admin] = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.login, 'administrator'));
  const { access } = await startSession(handle.db, config, admin.id);
  const token = access.token;
  const call = () =>
    app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}` },
      payload: { limit: 50, offset: 0, ...body },
    });
  const first = await call();
  if (first.statusCode !== 200)
    throw new Error(`${url} answered ${first.statusCode}: ${first.body}`);
  const samples = await timeIt(call, runs, 20);
  await app.close();
  return {
    label,
    total: first.json().total,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    samples: runs,
  };
}

/** The feed of one day (its default filter). */
const FEED_URL = '/svc/main/feeds/list/';

export async function benchFeedPglite(runs = 300): Promise<FeedFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'sfa-bench-feed-'));
  const handle = await openDatabase({ dataDir: join(dir, 'db') });
  try {
    await migrateDatabase(handle);
    await seedDemo(handle, { password: 'demo-password', filesDir: join(dir, 'files') });
    return await measureList(handle, 'PGlite, demo data', runs, FEED_URL);
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The large set is dated relative to the day it was built: another day's set has no "today". */
async function isStale(adminUrl: string, database: string): Promise<boolean> {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await client.connect();
  } catch {
    return false; // no such database yet
  }
  try {
    const { rows } = await client.query<{ today: number }>(
      'SELECT count(*)::int AS today FROM visits WHERE visit_date = current_date',
    );
    return rows[0].today < 1000;
  } catch {
    return true;
  } finally {
    await client.end();
  }
}

/**
 * The large set lives in its own PostgreSQL database, kept between runs because building a
 * million visits takes minutes; `BENCH_RESEED=true` rebuilds it.
 */
export async function withLargeSet<T>(
  adminUrl: string,
  run: (handle: DatabaseHandle) => Promise<T>,
): Promise<T & { seedSeconds?: number }> {
  const database = 'sfa_bench_large';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (process.env.BENCH_RESEED === 'true' || (await isStale(adminUrl, database))) {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  try {
    await migrateDatabase(handle);
    let seedSeconds: number | undefined;
    if (!(await isSeeded(handle))) {
      const startedAt = performance.now();
      const filesDir = mkdtempSync(join(tmpdir(), 'sfa-bench-files-'));
      await seedDemo(handle, { password: 'demo-password', filesDir });
      await seedLarge(handle);
      seedSeconds = (performance.now() - startedAt) / 1000;
    }
    return { ...(await run(handle)), seedSeconds };
  } finally {
    await handle.close();
  }
}

export function benchFeedPostgres(adminUrl: string, runs = 500) {
  return withLargeSet(adminUrl, (handle) =>
    measureList(handle, 'PostgreSQL, large set', runs, FEED_URL),
  );
}
