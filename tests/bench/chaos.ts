import { newSeed, seedsFrom } from '#tests/e2e/support/chaos-random';
import { formatReport } from '#tests/e2e/support/chaos-report';
import { type ChaosReport, runChaos } from '#tests/e2e/support/chaos-scenario';

const DEFAULT_VISITS = 50;
const DEFAULT_RUNS = 3;

/**
 * The chaos run of the browser suite at full size: a checker's 50 visits judged offline under
 * seeded faults, three seeds unless CHAOS_SEED names them (a comma-separated list replays each).
 * CHAOS_N changes the number of visits; CHAOS_VERBOSE=true prints every step.
 */
export async function benchChaos(): Promise<ChaosReport[]> {
  const visits = Number(process.env.CHAOS_N || DEFAULT_VISITS);
  const given = seedsFrom(process.env.CHAOS_SEED);
  const seeds = given.length ? given : Array.from({ length: DEFAULT_RUNS }, newSeed);
  const verbose = process.env.CHAOS_VERBOSE === 'true';
  const reports: ChaosReport[] = [];
  for (const seed of seeds) {
    console.log(`chaos seed ${seed}: ${visits} visits…`);
    const report = await runChaos({
      visits,
      seed,
      print: verbose ? (line) => console.log(`  ${line}`) : undefined,
    });
    console.log(formatReport(report).join('\n'));
    reports.push(report);
  }
  return reports;
}
