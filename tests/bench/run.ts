// `npm run bench`: the figures of the budgets, printed. Needs a built portal (npm run build) and
// Debian Chromium; the PostgreSQL part uses BENCH_DATABASE_URL (default: the local server).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchCatalogPostgres, benchSkuPostgres } from './catalog';
import { benchChaos } from './chaos';
import { benchColdStart } from './cold-start';
import { benchExport } from './export';
import { benchFeedFloor, benchFeedPglite } from './feed';
import { benchFeedBundle, feedBundleFromManifest } from './feed-bundle';
import { benchImport, type ImportRunFigures } from './import';
import { benchImportRead } from './import-read';
import type { LighthouseFigures } from './lighthouse';
import { benchLoginBundle } from './login-bundle';
import { benchOfflineShell, benchOutboxReplay } from './offline';
import { firstTouchMicros, formatMs, median } from './stats';

const BUDGET_START_MS = 5000;
const BUDGET_LOGIN_JS = 170 * 1024;
const BUDGET_FEED_JS = 60 * 1024;
const BUDGET_FEED_P95_MS = 50;
const BUDGET_FEED_TODAY_P95_MS = 10;
/** The server's speed on a list as a share of a bare handler's on the same SQL. */
const BUDGET_FLOOR_RATIO = 0.85;
const BUDGET_CATALOG_P95_MS = 50;
/** Peak RSS an import's reading of a 100,000-row XLSX may add. */
const BUDGET_IMPORT_READ_MB = 300;
/** A 100,000-row import, dry or real, on PostgreSQL. */
const BUDGET_IMPORT_SECONDS = 60;
const BUDGET_IMPORT_GROWTH_MB = 300;
/** The feed's p95 while an import runs, as a multiple of its idle p95. */
const BUDGET_IMPORT_FEED_RATIO = 2;
/** Peak RSS a feed export of a million visits may add, and the feed's p95 meanwhile. */
const BUDGET_EXPORT_GROWTH_MB = 200;
const BUDGET_EXPORT_FEED_RATIO = 2;

const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

/** One row of the Lighthouse table: page, score, a11y, LCP, TBT, CLS, JS, host. */
function lighthouseRow(row: LighthouseFigures): string {
  return `${row.page.padEnd(15)} ${String(row.score).padStart(5)} ${String(row.accessibility).padStart(5)} ${formatMs(row.lcpMs).padStart(9)} ${formatMs(row.tbtMs).padStart(9)} ${row.cls.toFixed(3).padStart(7)} ${`${(row.jsBytes / 1024).toFixed(0)} KB`.padStart(7)} ${row.hostIndex.toFixed(0).padStart(6)}`;
}

async function withServer<T>(run: (baseUrl: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sfa-bench-web-'));
  const port = 18_732;
  const child = spawn('npm', ['start', '--silent'], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${baseUrl}/health`)).ok) break;
      } catch {
        if (i > 3000) throw new Error('server did not start');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return await run(baseUrl);
  } finally {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // The server has exited already: no error of the run's, and it must not hide the run's own.
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.includes(name);
// Minutes per seed, and a run of its own server and browser: only when asked for by name.
const named = (name: string) => only.includes(name);

if (wanted('start')) {
  const { firstStartMs, samples } = await benchColdStart();
  const value = median(samples);
  console.log(
    `npm start, existing build and data: median ${formatMs(value)} of ${samples.length} (first start with seeding: ${formatMs(firstStartMs)}) — budget 5 s, ${verdict(value < BUDGET_START_MS)}`,
  );
}

if (wanted('bundle')) {
  const figures = await withServer(benchLoginBundle);
  console.log(
    `login page JS as served: ${(figures.jsBytes / 1024).toFixed(1)} KB in ${figures.scripts.length} files (all resources ${(figures.allBytes / 1024).toFixed(1)} KB) — budget 170 KB, ${verdict(figures.jsBytes < BUDGET_LOGIN_JS)}`,
  );
}

if (wanted('feed-bundle')) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const graph = feedBundleFromManifest();
  console.log(
    `visit feed JS on top of the shell (gzip, import graph): ${kb(graph.feedBytes)} in ${graph.files.length} files — budget 60 KB, ${verdict(graph.feedBytes < BUDGET_FEED_JS)}`,
  );
  for (const file of graph.files) console.log(`  ${file.path} ${kb(file.bytes)}`);
  const loaded = await withServer(benchFeedBundle);
  console.log(
    `visit feed JS fetched after the home screen (gzip): ${kb(loaded.feedBytes)} in ${loaded.files.length} files (shell and home ${kb(loaded.shellBytes)})`,
  );
}

if (wanted('feed')) {
  const lite = await benchFeedPglite();
  console.log(
    `feeds/list, one day, defaults, limit 50 — ${lite.label} (total ${lite.total}): p50 ${formatMs(lite.p50)}, p95 ${formatMs(lite.p95)} over ${lite.samples} calls`,
  );
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    const { figures, seedSeconds } = await benchFeedFloor(adminUrl);
    if (seedSeconds) console.log(`  large set built in ${seedSeconds.toFixed(0)} s`);
    for (const feed of figures) {
      const budget = feed.label.startsWith('today') ? BUDGET_FEED_TODAY_P95_MS : BUDGET_FEED_P95_MS;
      const ok = feed.server.p95 <= budget && feed.ratio >= BUDGET_FLOOR_RATIO;
      console.log(
        `feeds/list, ${feed.label}, limit 50 — PostgreSQL, large set over HTTP (total ${feed.total}): p50 ${formatMs(feed.server.p50)}, p95 ${formatMs(feed.server.p95)}; bare node:http + pg on the same SQL: p50 ${formatMs(feed.floor.p50)}, p95 ${formatMs(feed.floor.p95)}; ${feed.ratio.toFixed(2)}× the floor's speed; this process's CPU a call ${formatMs(feed.server.cpuMs)} against ${formatMs(feed.floor.cpuMs)} (${feed.calls} calls each, the sides alternating call by call) — budget p95 ${budget} ms and ${BUDGET_FLOOR_RATIO}×, ${verdict(ok)}`,
      );
    }
  } catch (error) {
    console.log(`feeds/list on PostgreSQL skipped: ${(error as Error).message}`);
  }
}

if (wanted('catalog')) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    const large = await benchCatalogPostgres(adminUrl);
    if (large.seedSeconds) console.log(`  large set built in ${large.seedSeconds.toFixed(0)} s`);
    console.log(
      `project_outlets/list, defaults, limit 50 — ${large.label} (total ${large.total}): p50 ${formatMs(large.p50)}, p95 ${formatMs(large.p95)} over ${large.samples} calls — budget p95 50 ms, ${verdict(large.p95 < BUDGET_CATALOG_P95_MS)}`,
    );
  } catch (error) {
    console.log(`project_outlets/list on PostgreSQL skipped: ${(error as Error).message}`);
  }
  try {
    const products = await benchSkuPostgres(adminUrl);
    console.log(
      `v2/sku/list, filtered by ${products.filters}, limit 50 — ${products.label} (total ${products.total}): p50 ${formatMs(products.p50)}, p95 ${formatMs(products.p95)} over ${products.samples} calls — budget p95 50 ms, ${verdict(products.p95 < BUDGET_CATALOG_P95_MS)}`,
    );
  } catch (error) {
    console.log(`v2/sku/list on PostgreSQL skipped: ${(error as Error).message}`);
  }
}

if (wanted('import-read')) {
  const read = await benchImportRead();
  console.log(
    `import reader, XLSX of ${read.dataRows.toLocaleString('en')} rows × 12 columns (${(read.fileBytes / 1024 / 1024).toFixed(1)} MB): opened and read through in ${formatMs(read.ms)}, ${read.rows} rows (dimension ${read.total}), peak RSS growth ${read.rssGrowthMb.toFixed(0)} MB — budget ${BUDGET_IMPORT_READ_MB} MB, ${verdict(read.rssGrowthMb < BUDGET_IMPORT_READ_MB && read.rows === read.dataRows + 1)}`,
  );
}

if (wanted('import')) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    for (const layout of ['one process', 'web and worker'] as const) {
      const figures = await benchImport(adminUrl, layout);
      const line = (label: string, run: ImportRunFigures) => {
        const ratio = run.feedP95Ms / figures.idleFeedP95Ms;
        const ok =
          run.status === 'completed' &&
          run.counts.refused === 0 &&
          run.seconds < BUDGET_IMPORT_SECONDS &&
          run.rssGrowthMb < BUDGET_IMPORT_GROWTH_MB &&
          ratio <= BUDGET_IMPORT_FEED_RATIO;
        console.log(
          `import PROJECT_OUTLETS, ${layout}, ${label}, XLSX of ${figures.rows.toLocaleString('en')} rows (${figures.fileMb.toFixed(1)} MB) on PostgreSQL: ${run.seconds.toFixed(1)} s (server CPU ${run.cpuSeconds.toFixed(1)} s), ${run.status}, created ${run.counts.created}, refused ${run.counts.refused}; server RSS growth ${run.rssGrowthMb.toFixed(0)} MB; feed p95 ${formatMs(run.feedP95Ms)} over ${run.feedCalls} calls against ${formatMs(figures.idleFeedP95Ms)} idle (${ratio.toFixed(2)}×) — budget ${BUDGET_IMPORT_SECONDS} s, ${BUDGET_IMPORT_GROWTH_MB} MB, ${BUDGET_IMPORT_FEED_RATIO}×, ${verdict(ok)}`,
        );
      };
      line('dry run', figures.dry);
      line('real run', figures.real);
    }
  } catch (error) {
    console.log(`import on PostgreSQL skipped: ${(error as Error).message}`);
  }
}

if (wanted('export')) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    for (const layout of ['web and worker', 'one process'] as const) {
      const run = await benchExport(adminUrl, layout);
      const ratio = run.feedP95Ms / run.idleFeedP95Ms;
      const ok =
        run.status === 'completed' &&
        run.rows >= run.visits &&
        run.rssGrowthMb < BUDGET_EXPORT_GROWTH_MB &&
        ratio <= BUDGET_EXPORT_FEED_RATIO;
      console.log(
        `  ${run.visits.toLocaleString('en')} visits loaded in ${run.seedSeconds.toFixed(0)} s`,
      );
      console.log(
        `export visit_feed, ${layout}, one project, ${run.rows.toLocaleString('en')} rows × 8 columns as XLSX (${run.fileMb.toFixed(1)} MB) on PostgreSQL: ${run.seconds.toFixed(1)} s, ${run.status}; server RSS growth ${run.rssGrowthMb.toFixed(0)} MB; feed p95 ${formatMs(run.feedP95Ms)} over ${run.feedCalls} calls against ${formatMs(run.idleFeedP95Ms)} idle (${ratio.toFixed(2)}×) — budget ${BUDGET_EXPORT_GROWTH_MB} MB, ${BUDGET_EXPORT_FEED_RATIO}×, ${verdict(ok)}`,
      );
    }
  } catch (error) {
    console.log(`export on PostgreSQL skipped: ${(error as Error).message}`);
  }
}

if (wanted('offline')) {
  const shell = await withServer(benchOfflineShell);
  console.log(
    `installed portal, repeat visit with no network — shell visible: median ${formatMs(shell.median)} of ${shell.samples.length} — budget 1 s, ${verdict(shell.median < 1000)}`,
  );
  const replay = await withServer(benchOutboxReplay);
  console.log(
    `outbox: ${replay.queued} photos of ${(replay.photoBytes / 1024 / 1024).toFixed(1)} MB queued offline, ${replay.arrived} arrived after reconnecting in ${replay.seconds.toFixed(1)} s — ${verdict(replay.arrived === replay.queued)}`,
  );
}

if (named('chaos')) {
  const reports = await benchChaos();
  const passed = reports.filter((report) => !report.failure).length;
  const drains = reports.flatMap((report) =>
    report.delivery?.drainMs == null ? [] : [report.delivery.drainMs],
  );
  const slowest = drains.length ? `${(Math.max(...drains) / 1000).toFixed(1)} s` : 'none';
  console.log(
    `chaos: ${passed} of ${reports.length} runs delivered every check and photo exactly once; slowest drain ${slowest} — budget 60 s, ${verdict(passed === reports.length)}`,
  );
}

if (named('lighthouse')) {
  const { benchFloor, benchLighthouse, cpuSlowdown } = await import('./lighthouse');
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  // LIGHTHOUSE_PAGES=/products,visit runs only those pages (to profile one screen).
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
  const floor = await benchFloor(runs);
  const figures = await withServer((baseUrl) => benchLighthouse(baseUrl, runs, only));
  const slowdown = cpuSlowdown();
  console.log(
    `Lighthouse 12, mobile (slow 4G, CPU ×${slowdown}), median of ${runs} runs per page${slowdown === 4 ? '' : ' (the budgets are set for CPU ×4)'}:`,
  );
  console.log(
    `(host: Lighthouse's benchmarkIndex of this machine's CPU during the runs; a page of memory first touched costs ${firstTouchMicros().toFixed(1)} µs here)`,
  );
  console.log('page            score  a11y   LCP       TBT       CLS     JS   host');
  console.log(
    `${lighthouseRow(floor)} — a bare React 19 page, cold: the host's floor, read beside the portal's rows`,
  );
  for (const row of figures) {
    const cold = row.page === '/login';
    const ok = cold
      ? row.score >= 95 && row.lcpMs <= 1800 && row.tbtMs <= 150
      : row.score >= 90 && row.tbtMs <= 300 && row.cls <= 0.05;
    console.log(
      `${lighthouseRow(row)}${row.incomplete ? ` (${row.incomplete} of ${runs} runs without a metric)` : ''} — ${cold ? 'budget ≥ 95, LCP ≤ 1.8 s, TBT ≤ 150 ms' : 'budget ≥ 90, TBT ≤ 300 ms, CLS ≤ 0.05'}, ${verdict(ok && row.accessibility >= 95)}`,
    );
  }
}
