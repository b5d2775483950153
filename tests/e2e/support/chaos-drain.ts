import type { VisitTally } from './chaos-api';
import { outboxState } from './chaos-diagnostics';
import { type ChaosRun, sleep } from './chaos-faults';
import { pendingCount, resultOf, type Verdict } from './chaos-tablet';

/** The promise of the issue: everything queued arrives within a minute of reconnecting. */
const DRAIN_LIMIT_MS = 60_000;

export interface Delivery {
  /** From the last reconnect (network and server both back) to every result and photo held. */
  drainMs: number | null;
  /** Visits with a check result, with a photo link. */
  results: number;
  photos: number;
  /** Results and links beyond one per visit. */
  duplicateResults: number;
  duplicatePhotos: number;
  /** Visits whose result is not the verdict given. */
  wrongVerdicts: number;
}

/**
 * The last reconnect: sometimes with the server still down (it comes back a few seconds later,
 * with no `online` event to tell the outbox), sometimes with a refresh answer to lose. Then waits
 * for every check and photo on the server, and for the outbox to settle, and counts.
 */
export async function reconnectAndDrain(
  run: ChaosRun,
  verdicts: Map<number, Verdict>,
): Promise<{ delivery: Delivery; failure?: string }> {
  const { random, server } = run;
  const downAtReconnect = !server.up || random.chance(0.3);
  if (random.chance(0.5)) await run.armLostRefresh();
  if (downAtReconnect) await run.killForReconnect();
  await run.setOnline(true);
  let reconnectedAt = Date.now();
  if (downAtReconnect) {
    await sleep(random.int(2000, 5000));
    await run.restart();
    reconnectedAt = Date.now();
  }
  run.step(`reconnected${downAtReconnect ? ' (server back after the network)' : ''}`);

  const ids = [...verdicts.keys()];
  let tally = new Map<number, VisitTally>();
  let drainMs: number | null = null;
  while (Date.now() - reconnectedAt < DRAIN_LIMIT_MS) {
    tally = await run.reader.tally(ids).catch(() => tally);
    if (ids.every((id) => (tally.get(id)?.results.length ?? 0) > 0 && tally.get(id)!.links > 0)) {
      drainMs = Date.now() - reconnectedAt;
      break;
    }
    await sleep(500);
  }
  if (drainMs === null) {
    const delivery = count(tally, verdicts, null);
    return {
      delivery,
      failure:
        `delivered ${delivery.results} of ${ids.length} results and ${delivery.photos} of ` +
        `${ids.length} photos within ${DRAIN_LIMIT_MS / 1000} s of reconnecting; ` +
        `unsent on the device: ${await pendingCount(run.page)}; outbox: ${await outboxState(run.page)}`,
    };
  }
  run.step(`all arrived ${drainMs} ms after reconnecting`);
  // A replay still under way could add a second copy: count once the device has nothing left.
  const settled = await settle(run);
  tally = await run.reader.tally(ids);
  const delivery = count(tally, verdicts, drainMs);
  const problems: string[] = [];
  if (!settled) problems.push(`the outbox did not empty: ${await outboxState(run.page)}`);
  if (delivery.duplicateResults || delivery.duplicatePhotos) {
    problems.push(
      `duplicates: ${delivery.duplicateResults} extra results, ${delivery.duplicatePhotos} extra photo links (${describe(tally)})`,
    );
  }
  if (delivery.wrongVerdicts)
    problems.push(`${delivery.wrongVerdicts} results with a wrong verdict`);
  return { delivery, failure: problems.length ? problems.join('; ') : undefined };
}

async function settle(run: ChaosRun): Promise<boolean> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if ((await pendingCount(run.page).catch(() => -1)) === 0) {
      await sleep(1000);
      return true;
    }
    await sleep(250);
  }
  return false;
}

function count(
  tally: Map<number, VisitTally>,
  verdicts: Map<number, Verdict>,
  drainMs: number | null,
): Delivery {
  const delivery: Delivery = {
    drainMs,
    results: 0,
    photos: 0,
    duplicateResults: 0,
    duplicatePhotos: 0,
    wrongVerdicts: 0,
  };
  for (const [id, verdict] of verdicts) {
    const visit = tally.get(id) ?? { results: [], links: 0 };
    if (visit.results.length) delivery.results += 1;
    if (visit.links) delivery.photos += 1;
    delivery.duplicateResults += Math.max(visit.results.length - 1, 0);
    delivery.duplicatePhotos += Math.max(visit.links - 1, 0);
    if (visit.results.some((result) => result !== resultOf(verdict))) delivery.wrongVerdicts += 1;
  }
  return delivery;
}

const describe = (tally: Map<number, VisitTally>) =>
  [...tally]
    .filter(([, visit]) => visit.results.length > 1 || visit.links > 1)
    .map(([id, visit]) => `visit ${id}: ${visit.results.length} results, ${visit.links} links`)
    .join(', ');
