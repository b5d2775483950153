import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, getTableColumns } from 'drizzle-orm';
import pg from 'pg';
import * as z from 'zod/mini';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { type DatabaseHandle, openDatabase } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import { user_projects, users, visits } from '#server/db/schema/index';
import { todayIso } from '#server/lib/dates';
import { seedDemo } from '#server/seed/demo';
import { isSeeded } from '#server/seed/is-seeded';
import { seedLarge } from '#server/seed/large';
import { startSession } from '#server/services/auth/sessions';
import { feedQueries } from '#server/services/main/feeds/list-feeds';
import { diskFileStorage } from '#server/storage/disk-storage';
import { feedFilterSchema } from '#src/contracts/feeds';
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
    const storage = diskFileStorage(join(dir, 'files'));
    await seedDemo(handle, { password: 'demo-password', storage });
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
      const storage = diskFileStorage(mkdtempSync(join(tmpdir(), 'sfa-bench-files-')));
      await seedDemo(handle, { password: 'demo-password', storage });
      await seedLarge(handle);
      seedSeconds = (performance.now() - startedAt) / 1000;
    }
    return { ...(await run(handle)), seedSeconds };
  } finally {
    await handle.close();
  }
}

export interface SideFigures {
  /** This process's CPU time per call (the client's share is the same on both sides). */
  cpuMs: number;
  p50: number;
  p95: number;
}

interface FloorFigures {
  label: string;
  total: number;
  server: SideFigures;
  floor: SideFigures;
  /** The server's speed as a share of the floor's: floor p50 / server p50. */
  ratio: number;
  /** Calls measured on each side. */
  calls: number;
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** `POST` over a kept-alive socket; the bytes of the answer. */
function post(port: number, path: string, body: string, token?: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: keepAlive,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          if (response.statusCode === 200) resolve(bytes);
          else reject(new Error(`${path} answered ${response.statusCode}: ${bytes}`));
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const listening = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

type FeedRow = Record<string, unknown> & { id: number };

const VISIT_KEYS = [
  'id',
  'number',
  'status',
  'visit_type',
  'visit_date',
  'planned_start',
  'planned_end',
  'started_at',
  'finished_at',
  'duration',
  'photo_count',
  'is_restored',
  'is_checked',
  'external_code',
];

/**
 * The floor: a bare `node:http` handler over `pg` running the statements the server runs for
 * `cases` (built once by the same query builder, sent as the server sends them: named, in
 * parallel) and writing the reply the server writes, without the framework, authentication,
 * permissions, validation or the ORM's row mapping.
 */
async function startFloor(
  databaseUrl: string,
  cases: Map<string, { rows: Query; total: Query; limit: number; offset: number }>,
) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const raw = (value: string) => value;
  const types = {
    getTypeParser: (id: number, format?: string) =>
      id === pg.types.builtins.DATE ? raw : pg.types.getTypeParser(id, format as 'text'),
  };
  const run = <Row extends object>({ sql, params }: Query) =>
    pool.query<Row>({
      name: `floor${createHash('sha1').update(sql).digest('base64url')}`,
      text: sql,
      values: params,
      rowMode: 'array',
      types,
    } as never);
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString();
      JSON.parse(body);
      const known = cases.get(body);
      if (!known) {
        response.writeHead(404).end();
        return;
      }
      const [rows, total] = await Promise.all([run(known.rows), run(known.total)]);
      const items = (rows.rows as unknown as unknown[][]).map((row): FeedRow => {
        // The visit's columns come first, those the reply has (or, before ids first, all of
        // the table's), then project, outlet and executor.
        const visitKeys = row.length === 24 ? VISIT_KEYS : Object.keys(getTableColumns(visits));
        const visit = (key: string) => row[visitKeys.indexOf(key)];
        const [id, number, status, visit_type, visit_date, planned_start, planned_end] =
          VISIT_KEYS.slice(0, 7).map(visit);
        const [
          started_at,
          finished_at,
          duration,
          photo_count,
          is_restored,
          is_checked,
          external_code,
        ] = VISIT_KEYS.slice(7).map(visit);
        const [
          projectId,
          projectName,
          outletId,
          outletProjectName,
          outletName,
          address,
          userId,
          lastName,
          firstName,
          patronymic,
        ] = row.slice(visitKeys.length);
        return {
          id: id as number,
          number,
          status,
          visit_type,
          visit_date,
          planned_start: iso(planned_start as Date | null),
          planned_end: iso(planned_end as Date | null),
          started_at: iso(started_at as Date | null),
          finished_at: iso(finished_at as Date | null),
          duration,
          photo_count,
          is_restored,
          is_checked,
          external_code,
          project: { id: projectId, name: projectName },
          outlet: { id: outletId, name: outletProjectName ?? outletName, address },
          user:
            userId === null
              ? null
              : {
                  id: userId,
                  last_name: lastName,
                  first_name: firstName,
                  patronymic_name: patronymic,
                },
        };
      });
      const reply = JSON.stringify({
        items,
        total: Number((total.rows as unknown as unknown[][])[0][0]),
        limit: known.limit,
        offset: known.offset,
      });
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(reply);
    });
  });
  const port = await listening(server);
  return {
    port,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}

interface Query {
  sql: string;
  params: unknown[];
}

const figuresOf = (samples: number[], cpuMs: number): SideFigures => ({
  cpuMs,
  p50: percentile(samples, 50),
  p95: percentile(samples, 95),
});

const daysAgo = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return todayIso(date);
};

/**
 * feeds/list on the large set through the real server over HTTP, side by side with the floor
 * (startFloor) on the same SQL, the two sides alternating call by call (`BENCH_FEED_CALLS` each,
 * 600 by default). The two answers are checked to be the same bytes first.
 */
export function benchFeedFloor(adminUrl: string) {
  const calls = Number(process.env.BENCH_FEED_CALLS ?? 600);
  const url = new URL(adminUrl);
  url.pathname = '/sfa_bench_large';
  return withLargeSet(adminUrl, async (handle) => {
    const config = loadConfig({ LOG_LEVEL: 'warn', JOBS_WORKER: 'false' });
    const app = await buildApp({ config, database: handle, logger: false });
    const port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
    const [admin] = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, 'administrator'));
    const { access } = await startSession(handle.db, config, admin.id);
    const projectIds = (
      await handle.db
        .select({ id: user_projects.project_id })
        .from(user_projects)
        .where(and(eq(user_projects.user_id, admin.id), eq(user_projects.is_active, true)))
        .orderBy(user_projects.project_id)
    ).map((row) => row.id);
    const scenarios = [
      { label: 'today (defaults)', body: { limit: 50, offset: 0 } },
      // What the portal sends: the selected projects named in the filter.
      {
        label: 'today, projects named',
        body: { limit: 50, offset: 0, project_ids: projectIds },
      },
      {
        label: '30 days, completed',
        body: { limit: 50, offset: 0, date_range: { start: daysAgo(29), end: daysAgo(0) } },
      },
    ];
    const cases = new Map<string, { rows: Query; total: Query; limit: number; offset: number }>();
    for (const { body } of scenarios) {
      const filter = z.parse(feedFilterSchema, body);
      const queries = feedQueries(handle.db, projectIds, filter);
      cases.set(JSON.stringify(body), {
        rows: queries.rows,
        total: queries.total,
        limit: filter.limit,
        offset: filter.offset,
      });
    }
    const floor = await startFloor(url.toString(), cases);
    const figures: FloorFigures[] = [];
    try {
      for (const { label, body } of scenarios) {
        const text = JSON.stringify(body);
        const callServer = () => post(port, FEED_URL, text, access.token);
        const callFloor = () => post(floor.port, FEED_URL, text);
        const [fromServer, fromFloor] = [await callServer(), await callFloor()];
        if (!fromServer.equals(fromFloor))
          throw new Error(`${label}: the floor's answer differs from the server's`);
        // Both sides warmed up alike first: the first scenario measured otherwise caught the
        // server's code paths still being compiled, and its ratio to the floor came out low.
        for (let call = 0; call < 200; call++) {
          await callServer();
          await callFloor();
        }
        // The two sides alternate call by call, so a slow spell of this shared machine falls on
        // both alike: rounds run apart disagree far more than that (docs/performance.md, "How to
        // measure").
        const server = { run: callServer, samples: [] as number[], cpuMs: 0 };
        const bare = { run: callFloor, samples: [] as number[], cpuMs: 0 };
        for (let call = 0; call < calls; call++) {
          for (const side of call % 2 === 0 ? [server, bare] : [bare, server]) {
            const startedAt = performance.now();
            const cpuBefore = process.cpuUsage();
            await side.run();
            side.samples.push(performance.now() - startedAt);
            const used = process.cpuUsage(cpuBefore);
            side.cpuMs += (used.user + used.system) / 1000;
          }
        }
        const serverFigures = figuresOf(server.samples, server.cpuMs / calls);
        const floorFigures = figuresOf(bare.samples, bare.cpuMs / calls);
        figures.push({
          label,
          total: JSON.parse(fromServer.toString()).total,
          server: serverFigures,
          floor: floorFigures,
          ratio: floorFigures.p50 / serverFigures.p50,
          calls,
        });
      }
    } finally {
      await floor.close();
      await app.close();
    }
    return { figures };
  });
}
