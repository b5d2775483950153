import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '#tests/e2e/support/browser-launch';
import { serveFloorPage } from './floor-page';
import { median } from './stats';

const CHROMIUM = CHROMIUM_LAUNCH.executablePath ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', ...(CHROMIUM_LAUNCH.args ?? [])];

export interface LighthouseFigures {
  page: string;
  score: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Script bytes transferred (0 when every script came from the service worker's cache). */
  jsBytes: number;
  /**
   * Lighthouse's own measure of the host's CPU (`benchmarkIndex`): its CPU ×4 slows the host
   * down, so on a slower host the same page blocks longer.
   */
  hostIndex: number;
  /** Runs whose report had no value for a metric (a run Lighthouse could not trace). */
  incomplete: number;
}

/** The screens of the budget, signed in: home, feed, a visit, the check queue, a catalog list. */
const SIGNED_IN_PAGES = ['/sfa', '/visit-feed', 'visit', '/visit-check', '/products'];

type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

function figuresOf(page: string, result: RunnerResult): LighthouseFigures {
  const { audits, categories } = result.lhr;
  const scripts = (audits['network-requests']?.details as { items?: Record<string, unknown>[] })
    ?.items;
  const jsBytes = (scripts ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  return {
    page,
    score: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    jsBytes,
    hostIndex: result.lhr.environment?.benchmarkIndex ?? Number.NaN,
    incomplete: 0,
  };
}

/**
 * Lighthouse 12, its default mobile profile (simulated slow 4G, CPU ×4), performance and
 * accessibility: `/login` cold in a fresh profile, then the signed-in screens as a repeat visit
 * (the administrator signed in and each screen opened once, so the service worker and the
 * persisted query cache hold what a returning user has). `runs` runs per page, medians kept;
 * `only` (when given) names the pages to run, as `SIGNED_IN_PAGES` and '/login' spell them.
 */
export async function benchLighthouse(
  baseUrl: string,
  runs = 3,
  only?: string[],
): Promise<LighthouseFigures[]> {
  const wanted = (page: string) => !only?.length || only.includes(page);
  const results: LighthouseFigures[] = [];
  if (wanted('/login')) results.push(...(await runPages(baseUrl, ['/login'], runs, false)));
  const signedIn = SIGNED_IN_PAGES.filter(wanted);
  if (signedIn.length) results.push(...(await runPages(baseUrl, signedIn, runs, true)));
  return results;
}

/**
 * The floor's figures, cold as `/login` is: a bare React 19 page (see floor-page.ts), measured in
 * the same run as the portal so that the host's speed is read beside the portal's figures.
 */
export async function benchFloor(runs = 3): Promise<LighthouseFigures> {
  const floor = await serveFloorPage();
  try {
    const [figures] = await runPages(new URL(floor.url).origin, ['/'], runs, false);
    return { ...figures, page: 'React floor' };
  } finally {
    await floor.close();
  }
}

/**
 * Lighthouse's mobile profile slows the CPU ×4. LIGHTHOUSE_CPU=<n> slows it ×n instead: how the
 * portal fares on a host slower than this one (×8 on a host half as fast). The budgets are read
 * at ×4.
 */
export function cpuSlowdown(): number {
  const asked = Number(process.env.LIGHTHOUSE_CPU);
  return asked > 0 ? asked : throttling.mobileSlow4G.cpuSlowdownMultiplier;
}

async function runPages(
  baseUrl: string,
  pages: string[],
  runs: number,
  signedIn: boolean,
): Promise<LighthouseFigures[]> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const addresses = signedIn ? await prepareRepeatVisit(chrome.port, baseUrl, pages) : pages;
    const figures: LighthouseFigures[] = [];
    for (const [index, page] of pages.entries()) {
      const address = `${baseUrl}${addresses[index]}`;
      const samples: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run++) {
        if (signedIn) await stopServiceWorkers(chrome.port);
        const result = await lighthouse(address, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown() },
          skipAudits: process.env.LH_SKIP
            ? ['unused-javascript', 'script-treemap-data']
            : undefined,
          // LIGHTHOUSE_PROFILE=1 adds V8's sampling profiler to the saved traces: which functions
          // each long task ran.
          additionalTraceCategories: process.env.LIGHTHOUSE_PROFILE
            ? 'disabled-by-default-v8.cpu_profiler'
            : undefined,
          // Cold: every run starts without cache. Signed in: the session, the service worker
          // and the persisted cache stay, as on a returning user's tablet.
          disableStorageReset: signedIn,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${address}`);
        samples.push(figuresOf(page, result));
        // LIGHTHOUSE_SAVE=<folder> keeps each report, for its main-thread breakdown.
        const folder = process.env.LIGHTHOUSE_SAVE;
        if (folder) {
          const name = `${page.replace(/\W+/g, '_') || 'page'}-${run}.json`;
          writeFileSync(join(folder, name), JSON.stringify(result.lhr));
          // The trace too: what each long task did, for chrome://tracing or a script.
          const trace = (result.artifacts as { Trace?: unknown }).Trace;
          if (trace)
            writeFileSync(
              join(folder, name.replace(/\.json$/, '.trace.json')),
              JSON.stringify(trace),
            );
        }
      }
      figures.push(medianFigures(page, samples));
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

function medianFigures(page: string, samples: LighthouseFigures[]): LighthouseFigures {
  // A run without a metric is left out of that metric's median, and counted.
  const of = (key: keyof Omit<LighthouseFigures, 'page' | 'incomplete'>) =>
    median(samples.map((sample) => sample[key]).filter((value) => !Number.isNaN(value)));
  const incomplete = samples.filter((sample) =>
    [sample.lcpMs, sample.tbtMs, sample.cls].some(Number.isNaN),
  ).length;
  return {
    page,
    score: of('score'),
    accessibility: of('accessibility'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsBytes: of('jsBytes'),
    hostIndex: of('hostIndex'),
    incomplete,
  };
}

/**
 * A returning user comes back to a stopped service worker (Chromium stops an idle one within a
 * minute) and a fresh renderer process. Left running, the worker keeps the previous run's
 * process alive, the next run is placed in it, and the trace's CPU profiler starts by walking
 * that process's whole heap: a long task that no user's device runs (docs/performance.md, "What
 * each bench does").
 */
async function stopServiceWorkers(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('ServiceWorker.enable');
    await session.send('ServiceWorker.stopAllWorkers');
    await page.close();
  } finally {
    await browser.close();
  }
  // The emptied renderer process exits shortly after.
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

/**
 * Signs the administrator in (choosing the field-work portal) in Lighthouse's own Chromium and
 * opens each screen once. Returns the addresses to measure ('visit' becomes a visit of the feed).
 */
async function prepareRepeatVisit(port: number, baseUrl: string, pages: string[]) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Логин').fill('administrator');
    await page.getByLabel('Пароль').fill('demo-password');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.waitForURL((address) => !address.pathname.startsWith('/login'));
    if (page.url().includes('portal-choice')) {
      await page.getByText('Портал полевой работы').click();
      await page.waitForURL((address) => !address.pathname.startsWith('/portal-choice'));
    }
    // A returning user's service worker is installed: its precache is not being filled (two
    // hundred files) while a run is measured.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const addresses: string[] = [];
    for (const path of pages) {
      let address = path;
      if (path === 'visit') {
        await page.goto(`${baseUrl}/visit-feed`);
        const link = page.locator('a[href^="/visit_feed/"]').first();
        await link.waitFor();
        address = (await link.getAttribute('href')) ?? '/visit-feed';
      }
      await page.goto(`${baseUrl}${address}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      addresses.push(address);
    }
    await page.close();
    return addresses;
  } finally {
    // Disconnects only: the browser belongs to chrome-launcher.
    await browser.close();
  }
}
