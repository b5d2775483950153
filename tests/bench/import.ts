import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { xlsxOfRows } from '#server/imports/read/test-files';
import type { ImportProcess } from '#src/contracts/imports';
import { signInThroughApi } from '../support/api-session';
import { freePort } from '../support/free-port';
import { userEnvironment } from '../support/portal-server';
import { rssMb, timedFeed, waitForHealth } from './server-probes';
import { percentile } from './stats';

const IMPORTS = '/svc/import/api/v1/imports/';
const HEADER = ['Код ТТ', 'Название', 'Адрес', 'Широта', 'Долгота', 'Город', 'Филиал', 'Активна'];

/** `npm start` alone, or the production layout of docs/operations.md. */
export type ImportLayout = 'one process' | 'web and worker';

export interface ImportRunFigures {
  seconds: number;
  /** The server processes' CPU time over the run: the import's cost, whatever else runs. */
  cpuSeconds: number;
  counts: ImportProcess['counts'];
  status: ImportProcess['status'];
  /** The server processes' peak RSS during the run above theirs before the first run. */
  rssGrowthMb: number;
  feedP95Ms: number;
  feedCalls: number;
}

export interface ImportBenchFigures {
  rows: number;
  fileMb: number;
  idleFeedP95Ms: number;
  dry: ImportRunFigures;
  real: ImportRunFigures;
}

/** user + system CPU seconds of a process so far (clock ticks of /proc/<pid>/stat). */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** The references a row needs, read from the seeded database: a project, its branch, a city. */
async function references(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const project = (await client.query<{ id: number }>('select id from projects order by id'))
      .rows[0].id;
    const city = (
      await client.query<{ name: string }>(
        `select name from cities c
          where (select count(*) from cities o where lower(o.name) = lower(c.name)) = 1
          order by id limit 1`,
      )
    ).rows[0].name;
    const branch = (
      await client.query<{ name: string }>(
        'select name from branches where project_id = $1 order by id limit 1',
        [project],
      )
    ).rows[0].name;
    return { project, city, branch };
  } finally {
    await client.end();
  }
}

async function runOnce(
  server: { baseUrl: string; pids: number[]; token: string; idleRssMb: number },
  file: Buffer,
  projectId: number,
  dryRun: boolean,
): Promise<ImportRunFigures> {
  const { baseUrl, pids, token } = server;
  const rss = () => pids.reduce((sum, pid) => sum + rssMb(pid), 0);
  const before = server.idleRssMb;
  const cpu = () => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const cpuBefore = cpu();
  let peak = rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 100);
  const started = performance.now();
  const form = new FormData();
  form.set('kind', 'PROJECT_OUTLETS');
  form.set('project_id', String(projectId));
  form.set('dry_run', String(dryRun));
  form.set('file', new Blob([new Uint8Array(file)]), 'outlets.xlsx');
  const posted = await fetch(`${baseUrl}${IMPORTS}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (posted.status !== 202)
    throw new Error(`import answered ${posted.status}: ${await posted.text()}`);
  const { id } = (await posted.json()) as ImportProcess;
  const feedTimes: number[] = [];
  let process: ImportProcess | undefined;
  for (;;) {
    feedTimes.push(await timedFeed(baseUrl, token));
    const response = await fetch(`${baseUrl}${IMPORTS}${id}/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    process = (await response.json()) as ImportProcess;
    if (!['pending', 'in_progress'].includes(process.status)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rss());
  return {
    seconds,
    cpuSeconds: cpu() - cpuBefore,
    counts: process.counts,
    status: process.status,
    rssGrowthMb: peak - before,
    feedP95Ms: percentile(feedTimes, 95),
    feedCalls: feedTimes.length,
  };
}

/**
 * A 100,000-row PROJECT_OUTLETS XLSX imported through the real server on PostgreSQL, its job
 * run by the server's own worker: a dry run, then the real run. Figures: each run's time, the
 * server's RSS growth, and the feed's p95 while it runs against the idle p95.
 */
export async function benchImport(
  adminUrl: string,
  layout: ImportLayout,
  rows = 100_000,
): Promise<ImportBenchFigures> {
  const name = `sfa_bench_import_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'sfa-bench-import-'));
  const port = await freePort();
  // BENCH_CPU_PROF=<folder>: the server's CPU profile, written there when it stops.
  const profile = process.env.BENCH_CPU_PROF;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
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
    spawn(process.execPath, [...profiling, '--import', 'tsx', script], { env, stdio: 'ignore' });
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
    const pids = children.map((one) => one.pid ?? 0);
    const session = await signInThroughApi(baseUrl, 'administrator');
    const server = { baseUrl, pids, token: session.accessToken, idleRssMb: 0 };
    const refs = await references(databaseUrl);
    const file = xlsxOfRows([
      HEADER,
      ...Array.from({ length: rows }, (_, i) => [
        `BENCH-${i + 1}`,
        `Магазин ${i + 1}`,
        `г. Тверь, ул. Заводская, ${i + 1}`,
        56 + (i % 1000) / 1000,
        35 + (i % 997) / 1000,
        refs.city,
        refs.branch,
        'да',
      ]),
    ]);
    const idle: number[] = [];
    for (let i = 0; i < 5; i++) await timedFeed(baseUrl, server.token);
    for (let i = 0; i < 200; i++) idle.push(await timedFeed(baseUrl, server.token));
    server.idleRssMb = pids.reduce((sum, pid) => sum + rssMb(pid), 0);
    const dry = await runOnce(server, file, refs.project, true);
    const real = await runOnce(server, file, refs.project, false);
    return {
      rows,
      fileMb: file.length / 1024 / 1024,
      idleFeedP95Ms: percentile(idle, 95),
      dry,
      real,
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
