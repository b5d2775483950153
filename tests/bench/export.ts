import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { todayIso } from '#server/lib/dates';
import { bulkLoad } from '#server/seed/large-sql';
import type { Export, ExportCreate } from '#src/contracts/exports';
import { signInThroughApi } from '../support/api-session';
import { freePort } from '../support/free-port';
import { userEnvironment } from '../support/portal-server';
import type { ImportLayout } from './import';
import { rssMb, timedFeed, waitForHealth } from './server-probes';
import { percentile } from './stats';

const EXPORTS = '/svc/export/api/v1/exports/';
const DAYS = 30;
const COLUMNS = [
  ['number', 'Номер'],
  ['status', 'Статус'],
  ['visit_date', 'Дата визита'],
  ['started_at', 'Начало'],
  ['duration', 'Длительность'],
  ['project', 'Проект'],
  ['outlet', 'Торговая точка'],
  ['user', 'Исполнитель'],
] as const;

export interface ExportBenchFigures {
  layout: ImportLayout;
  visits: number;
  rows: number;
  status: Export['status'];
  seedSeconds: number;
  seconds: number;
  fileMb: number;
  /** The server processes' peak RSS during the export above theirs when idle. */
  rssGrowthMb: number;
  idleFeedP95Ms: number;
  feedP95Ms: number;
  feedCalls: number;
}

/**
 * `visits` copies of a demo visit of the first project, completed, over the last DAYS days,
 * loaded in one statement with the indexes built after; answers the project.
 */
async function seedVisits(
  databaseUrl: string,
  visits: number,
  range: { start: string; end: string },
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const project = (await client.query<{ id: number }>('select id from projects order by id'))
      .rows[0].id;
    const insert = `
      insert into visits (project_id, project_outlet_id, user_id, manager_id, project_retail_id,
                          branch_id, territory_id, city_id, visit_type, status, visit_date,
                          planned_start, planned_end, started_at, finished_at, duration,
                          photo_count, is_checked, external_code)
      select m.project_id, m.project_outlet_id, m.user_id, m.manager_id, m.project_retail_id,
             m.branch_id, m.territory_id, m.city_id, 'visit', 'completed', g.visit_day, g.planned,
             g.planned + interval '1 hour', g.planned + make_interval(secs => g.i % 97),
             g.planned + make_interval(mins => 20 + g.i % 40), (20 + g.i % 40) * 60, g.i % 6,
             g.i % 4 = 0, 'BENCH-' || g.i
      from (select * from visits where project_id = ${project} and user_id is not null
            order by id limit 1) m,
           lateral (select i, date '${range.end}' - (i % ${DAYS})::int as visit_day,
                           (date '${range.end}' - (i % ${DAYS})::int
                             + make_interval(mins => (360 + (i / ${DAYS}) % 720)::int))
                             at time zone 'UTC' as planned
                    from generate_series(1, ${visits}) i) g`;
    await client.query(bulkLoad('visits', insert));
    await client.query('vacuum (analyze) visits');
    return project;
  } finally {
    await client.end();
  }
}

/**
 * A million visits of one project and one date range on PostgreSQL, exported through the real
 * server as one XLSX of 8 columns, its job run by the server's own worker. Figures: the time,
 * the server's RSS growth, and the feed's p95 while the export runs against the idle p95.
 */
export async function benchExport(
  adminUrl: string,
  layout: ImportLayout,
  visits = 1_000_000,
): Promise<ExportBenchFigures> {
  const name = `sfa_bench_export_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'sfa-bench-export-'));
  const port = await freePort();
  const env = {
    ...userEnvironment(),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SKIP_BUILD: 'true',
    LOG_LEVEL: 'warn',
    JOBS_WORKER: String(layout === 'one process'),
  };
  const node = (script: string) =>
    spawn(process.execPath, ['--import', 'tsx', script], { env, stdio: 'ignore' });
  const child = node('server/start.ts');
  const children = [child];
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child);
    // The production layout: the web process serves, a worker process beside it runs the jobs.
    if (layout === 'web and worker') {
      children.push(node('server/worker.ts'));
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
    const range = {
      start: todayIso(new Date(Date.now() - (DAYS - 1) * 24 * 3600 * 1000)),
      end: todayIso(),
    };
    const seeding = performance.now();
    const project = await seedVisits(databaseUrl, visits, range);
    const seedSeconds = (performance.now() - seeding) / 1000;
    const { accessToken: token } = await signInThroughApi(baseUrl, 'administrator');
    const pids = children.map((one) => one.pid ?? 0);
    const rss = () => pids.reduce((sum, pid) => sum + rssMb(pid), 0);
    const idle: number[] = [];
    for (let i = 0; i < 5; i++) await timedFeed(baseUrl, token);
    for (let i = 0; i < 200; i++) idle.push(await timedFeed(baseUrl, token));
    const idleRss = rss();
    let peak = idleRss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss());
    }, 100);
    const body: ExportCreate = {
      kind: 'visit_feed',
      title: 'Лента визитов',
      params: { project_ids: [project], date_range: range, statuses: [] },
      columns: COLUMNS.map(([key, header]) => ({ key, header })),
      format: 'xlsx',
    };
    const auth = { authorization: `Bearer ${token}` };
    const started = performance.now();
    const posted = await fetch(`${baseUrl}${EXPORTS}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (posted.status !== 202)
      throw new Error(`export answered ${posted.status}: ${await posted.text()}`);
    const { id } = (await posted.json()) as Export;
    const feedTimes: number[] = [];
    let ended: Export;
    for (;;) {
      feedTimes.push(await timedFeed(baseUrl, token));
      const response = await fetch(`${baseUrl}${EXPORTS}${id}/`, { headers: auth });
      ended = (await response.json()) as Export;
      if (['completed', 'not_performed'].includes(ended.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rss());
    return {
      layout,
      visits,
      rows: ended.row_count ?? 0,
      status: ended.status,
      seedSeconds,
      seconds,
      fileMb: (ended.file_size ?? 0) / 1024 / 1024,
      rssGrowthMb: peak - idleRss,
      idleFeedP95Ms: percentile(idle, 95),
      feedP95Ms: percentile(feedTimes, 95),
      feedCalls: feedTimes.length,
    };
  } finally {
    for (const one of children) {
      if (one.exitCode === null) {
        one.kill('SIGTERM');
        await new Promise((resolve) => one.once('exit', resolve));
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}
