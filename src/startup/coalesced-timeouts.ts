import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** Timers at least this long share wake-ups; shorter ones (retries, debounces) stay exact. */
const COALESCE_FROM_MS = 5_000;
/** Long timers fire on this grid: up to this much late, in one task with their neighbours. */
const GRANULE_MS = 1_000;
/** The longest delay a browser timer takes without firing at once. */
const MAX_NATIVE_DELAY_MS = 2 ** 31 - 1;

/**
 * A timer provider for TanStack Query that gives its long timers (each query's garbage
 * collection, three days here, and its staleness) one native timer between them, armed for the
 * earliest. A restored cache made a native timer per query, and each screen's observers cleared
 * and set them again; with DevTools watching, as Lighthouse measures, every such call records an
 * async stack, and together they were several milliseconds of a start's longest tasks. Short
 * timers go to the browser as they are. Intervals (a polling query's) keep their exact period but
 * reach the browser once the running script is done: an observer clears and sets its interval
 * again at every update of its query, often several times in one render, and only the last one
 * needs a native timer. Ids of our own are negative, so they never collide with a native id.
 */
export function coalescedTimeouts(): TimeoutProvider {
  const waiting = new Map<number, { at: number; callback: TimeoutCallback }>();
  let lastId = 0;
  let armed: { at: number; handle: ReturnType<typeof setTimeout> } | undefined;
  /** Intervals by our id, with their native handle once armed. */
  const intervals = new Map<
    number,
    { start: () => ReturnType<typeof setInterval>; handle?: ReturnType<typeof setInterval> }
  >();
  let arming = false;
  const armIntervals = () => {
    arming = false;
    for (const interval of intervals.values()) interval.handle ??= interval.start();
  };

  const arm = (at: number) => {
    const wakeAt = Math.ceil(at / GRANULE_MS) * GRANULE_MS;
    if (armed && armed.at <= wakeAt) return;
    if (armed) clearTimeout(armed.handle);
    const delay = Math.min(Math.max(0, wakeAt - Date.now()), MAX_NATIVE_DELAY_MS);
    armed = { at: wakeAt, handle: setTimeout(fire, delay) };
  };
  const fire = () => {
    armed = undefined;
    const now = Date.now();
    let next = Number.POSITIVE_INFINITY;
    for (const [id, timer] of waiting) {
      if (timer.at > now) {
        next = Math.min(next, timer.at);
        continue;
      }
      waiting.delete(id);
      try {
        timer.callback();
      } catch (error) {
        // Reported as an uncaught error of a native timer would be, and the others still run.
        if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
        else
          queueMicrotask(() => {
            throw error;
          });
      }
    }
    if (next !== Number.POSITIVE_INFINITY) arm(next);
  };

  return {
    setTimeout: (callback, delay) => {
      if (!(delay >= COALESCE_FROM_MS)) return setTimeout(callback, delay) as unknown as number;
      lastId -= 1;
      const at = Date.now() + delay;
      waiting.set(lastId, { at, callback });
      arm(at);
      return lastId;
    },
    clearTimeout: (id) => {
      if (typeof id === 'number' && id < 0) waiting.delete(id);
      else clearTimeout(id as Parameters<typeof clearTimeout>[0]);
    },
    setInterval: (callback, delay) => {
      lastId -= 1;
      intervals.set(lastId, { start: () => setInterval(callback, delay) });
      if (!arming) {
        arming = true;
        queueMicrotask(armIntervals);
      }
      return lastId;
    },
    clearInterval: (id) => {
      if (typeof id === 'number' && id < 0) {
        const handle = intervals.get(id)?.handle;
        intervals.delete(id);
        if (handle !== undefined) clearInterval(handle);
      } else clearInterval(id as Parameters<typeof clearInterval>[0]);
    },
  };
}
