import { afterAll, describe, expect, it } from 'vitest';
import { newSeed, seedsFrom } from './support/chaos-random';
import { formatReport } from './support/chaos-report';
import { runChaos } from './support/chaos-scenario';

// The acceptance run of "a checker's whole day offline": seeded and bounded. A new seed every
// run, printed first; CHAOS_SEED replays one, CHAOS_N changes the number of visits (the bench
// runs 50: `npm run bench -- chaos`).
const seed = seedsFrom(process.env.CHAOS_SEED)[0] ?? newSeed();
const visits = Number(process.env.CHAOS_N || 15);

// The time-out leaves room for a slow failing run to report (how long a run takes:
// docs/testing.md, "Budget per stage").
const cleanups: Array<() => Promise<void>> = [];
// The run closes its server and browser itself; this is for a run the timeout abandoned.
afterAll(async () => {
  for (const close of cleanups.splice(0)) await close();
});

describe('a checker’s day offline under chaos', () => {
  it(`${visits} visits judged offline arrive exactly once within a minute of reconnecting`, {
    timeout: 240_000,
  }, async () => {
    console.log(`chaos seed ${seed} (replay: CHAOS_SEED=${seed})`);
    const report = await runChaos({ visits, seed, track: (close) => cleanups.push(close) });
    console.log(formatReport(report).join('\n'));
    expect(report.failure, `chaos seed ${seed}`).toBeUndefined();
    expect(report.delivery).toMatchObject({
      results: visits,
      photos: visits,
      duplicateResults: 0,
      duplicatePhotos: 0,
      wrongVerdicts: 0,
    });
    expect(report.delivery?.drainMs).toBeLessThan(60_000);
    expect(report.faults.offlineStarts).toBeGreaterThanOrEqual(visits);
  });
});
