/** Small statistics for benchmarks: machines here are noisy, so medians and percentiles. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export const median = (samples: number[]) => percentile(samples, 50);

export function formatMs(value: number): string {
  return `${value.toFixed(value < 10 ? 2 : 1)} ms`;
}

export async function timeIt(
  run: () => Promise<unknown>,
  times: number,
  warmup = 5,
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const startedAt = performance.now();
    await run();
    samples.push(performance.now() - startedAt);
  }
  return samples;
}

/**
 * What this machine charges for a page of memory touched for the first time, in µs (median of
 * five 64 MB allocations). Lighthouse's host index times a loop of arithmetic and misses it, but
 * a browser starting a page touches tens of megabytes: on some virtual machines of this kind a
 * first touch costs ten times what it does on others, and every page's main thread with it.
 */
export function firstTouchMicros(): number {
  const PAGE = 4096;
  const samples: number[] = [];
  for (let round = 0; round < 5; round++) {
    const memory = Buffer.allocUnsafeSlow(64 * 1024 * 1024);
    const startedAt = performance.now();
    for (let offset = 0; offset < memory.length; offset += PAGE) memory[offset] = 1;
    samples.push(((performance.now() - startedAt) * 1000) / (memory.length / PAGE));
  }
  return median(samples);
}
