/**
 * The chaos run's only source of randomness: one seed decides every fault and every answer, so
 * a failing run is replayed by giving its seed back (CHAOS_SEED).
 */
export interface Random {
  readonly seed: number;
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

/** mulberry32: tiny, fast and good enough to spread faults; not for anything secret. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    seed,
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)];
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  };
}

/** A fresh seed, printable and typeable: a positive 32-bit integer. */
export const newSeed = (): number => Math.floor(Math.random() * 2 ** 31) + 1;

/** Seeds from an environment value: one, or a comma-separated list (the bench runs each). */
export function seedsFrom(value: string | undefined): number[] {
  if (!value?.trim()) return [];
  return value.split(',').map((part) => {
    const seed = Number(part.trim());
    if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`not a seed: "${part}"`);
    return seed;
  });
}
