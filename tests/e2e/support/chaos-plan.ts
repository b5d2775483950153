import type { Random } from './chaos-random';

/** What happens before a visit is opened offline. */
export type FaultKind =
  | 'none'
  | 'reload'
  | 'flap'
  | 'kill-offline'
  | 'kill-online'
  | 'kill-mid-write'
  | 'lost-refresh'
  | 'expiry';

/** Every kind happens at least once, even in a short run; waiting out a token only once (slow). */
const FORCED: FaultKind[] = [
  'reload',
  'flap',
  'kill-offline',
  'kill-online',
  'kill-mid-write',
  'lost-refresh',
  'expiry',
];

const WEIGHTS: Array<[FaultKind, number]> = [
  ['none', 0.3],
  ['reload', 0.2],
  ['flap', 0.2],
  ['kill-offline', 0.1],
  ['kill-online', 0.1],
  ['kill-mid-write', 0.05],
  ['lost-refresh', 0.05],
];

/** One fault (or none) per visit of the offline part, from the seed. */
export function faultPlan(random: Random, visits: number): FaultKind[] {
  const plan = Array.from({ length: visits }, () => weighted(random));
  const slots = random.shuffle(plan.map((_, index) => index));
  FORCED.forEach((kind, i) => {
    if (i < slots.length) plan[slots[i]] = kind;
  });
  // Before the first visit nothing is queued yet, so no write is under way to kill.
  const first = plan.indexOf('kill-mid-write');
  if (first === 0 && plan.length > 1) [plan[0], plan[1]] = [plan[1], plan[0]];
  return plan;
}

function weighted(random: Random): FaultKind {
  let roll = random.next();
  for (const [kind, weight] of WEIGHTS) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'none';
}
