import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { signInContext } from './api-sign-in';
import { openLanding } from './browser';
import { type CheckableVisit, ServerReader } from './chaos-api';
import { type Delivery, reconnectAndDrain } from './chaos-drain';
import { ChaosRun, type FaultCounts } from './chaos-faults';
import { faultPlan } from './chaos-plan';
import { seededRandom } from './chaos-random';
import { ChaosServer } from './chaos-server';
import {
  attachPhoto,
  judge,
  openTablet,
  paramCount,
  saveOffline,
  type Verdict,
} from './chaos-tablet';
import { waitForServiceWorker } from './offline-network';

export interface ChaosOptions {
  /** Visits the checker judges offline. */
  visits: number;
  seed: number;
  /** Access token lifetime: short enough to run out while offline. */
  accessTokenTtlSeconds?: number;
  /** Every step as it happens (the bench's verbose mode). */
  print?: (line: string) => void;
  /** Receives the run's cleanup as soon as there is something to clean (the test's afterAll). */
  track?: (close: () => Promise<void>) => void;
}

export interface ChaosReport {
  seed: number;
  visits: number;
  faults: FaultCounts;
  delivery: Delivery | undefined;
  /** Set when the run failed: what happened, where, and the steps before it. */
  failure: string | undefined;
  totalMs: number;
}

/**
 * A checker's day under chaos (the acceptance run): on a tablet with the real service
 * worker, N visits opened online, then each judged with a photo offline, with seeded reloads,
 * flaps, server SIGKILLs, a lost refresh answer and token expiry in between; at the end, online,
 * the server must hold exactly one result and one photo link per visit within a minute.
 * Never throws for what the product does: the report says it.
 */
export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const startedAt = Date.now();
  const ttl = options.accessTokenTtlSeconds ?? 20;
  const random = seededRandom(options.seed);
  const server = await ChaosServer.start({ accessTokenTtlSeconds: ttl });
  const closers: Array<() => Promise<void>> = [() => server.stop()];
  const closeAll = async () => {
    for (const close of closers.splice(0).reverse()) await close().catch(() => {});
  };
  options.track?.(closeAll);
  let run: ChaosRun | undefined;
  let delivery: Delivery | undefined;
  let failure: string | undefined;
  try {
    const reader = new ServerReader(server.baseUrl);
    const visits = await reader.checkableVisits(options.visits);
    const verdicts = new Map<number, Verdict>(
      visits.map((visit) => [visit.id, { reject: random.chance(0.3) ? random.int(0, 2) : null }]),
    );
    const profile = await openTablet(server.baseUrl);
    closers.push(() => profile.close());
    run = new ChaosRun(server, reader, profile, random, options.print);
    run.visitIds = visits.map((visit) => visit.id);
    run.online = true;
    await openOnline(run, visits);
    await run.expectEveryVisitKept();
    await judgeOffline(run, visits, verdicts, ttl);
    ({ delivery, failure } = await reconnectAndDrain(run, verdicts));
    const beside = [...run.findings, ...server.crashes];
    if (beside.length) failure = [failure, ...beside].filter(Boolean).join('; ');
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
    if (run) failure += await screenshot(run, options.seed);
  } finally {
    await closeAll();
  }
  if (failure && run) failure += `\nlast steps:\n  ${run.steps.join('\n  ')}`;
  if (failure && run?.keptLosses.length) {
    failure += `\nkept copy losses:\n  ${run.keptLosses.join('\n  ')}`;
  }
  if (failure) failure += `\nserver log:\n${server.logTail(20)}`;
  return {
    seed: options.seed,
    visits: options.visits,
    faults: run?.counts ?? emptyCounts(),
    delivery,
    failure,
    totalMs: Date.now() - startedAt,
  };
}

/** Signs in and opens every visit's check page once, so the device has them for offline. */
async function openOnline(run: ChaosRun, visits: CheckableVisit[]): Promise<void> {
  const { page } = run;
  run.step('sign in as check_manager');
  await signInContext(run.profile.context, run.server.baseUrl, 'check_manager');
  await openLanding(page);
  await waitForServiceWorker(page);
  // Tokens live 20 s (refreshed half-way): a refresh comes while the visits are opened.
  await run.armLostRefresh();
  for (const [i, visit] of visits.entries()) {
    run.step(`open visit ${i + 1}/${visits.length} (${visit.id}) online`);
    await run.open(visit, `visit ${visit.id} online`);
    if (run.random.chance(0.1)) await run.reload(`visit ${visit.id} online`);
  }
}

async function judgeOffline(
  run: ChaosRun,
  visits: CheckableVisit[],
  verdicts: Map<number, Verdict>,
  ttlSeconds: number,
): Promise<void> {
  const { page, random } = run;
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  const order = random.shuffle(visits);
  const plan = faultPlan(random, order.length);
  await run.setOnline(false);
  for (const [i, visit] of order.entries()) {
    const what = `visit ${i + 1}/${order.length} (${visit.id}) offline`;
    const verdict = verdicts.get(visit.id) ?? { reject: null };
    await run.maybeRestart();
    const fault = plan[i];
    if (fault === 'flap') await run.flap();
    if (fault === 'kill-offline') await run.killOffline();
    if (fault === 'kill-online') await run.killOnline();
    if (fault === 'kill-mid-write') await run.killMidWrite();
    if (fault === 'lost-refresh') await run.armLostRefresh();
    if (fault === 'expiry') await run.waitPastExpiry(ttlSeconds * 1000);
    run.step(`open ${what}`);
    await run.open(visit, what);
    if (fault === 'reload') {
      // Half judged when the page goes: the draft is lost, the checker starts again.
      await judge(page, verdict, Math.ceil((await paramCount(page)) / 2));
      await run.reload(`${what}, half judged`);
    }
    await judge(page, verdict);
    await attachPhoto(page, photo);
    await saveOffline(page, what);
    run.step(`saved ${what}`);
    if (random.chance(0.15)) await run.reload(`${what}, just saved`);
  }
}

/** What the tablet showed when the run failed, kept beside the seed. */
async function screenshot(run: ChaosRun, seed: number): Promise<string> {
  const path = join(tmpdir(), `sfa-chaos-${seed}.png`);
  try {
    await run.page.screenshot({ path, fullPage: true });
    return ` (screenshot: ${path})`;
  } catch {
    return '';
  }
}

const emptyCounts = (): FaultCounts => ({
  reloads: 0,
  flaps: 0,
  kills: 0,
  killsOnline: 0,
  killsMidWrite: 0,
  lostRefreshes: 0,
  expiries: 0,
  offlineStarts: 0,
});
