import { getRuntimeConfig } from '#src/lib/runtime-config';

/**
 * Whether the portal's server answers, as the HTTP layer last found it: a device can say it is
 * online (Wi-Fi without internet, a server down or restarting) and still reach no server. The
 * data layer then treats it as offline (kept data stays on screen, reads wait instead of
 * failing), and the banner says since when the server is unreachable.
 *
 * Only the browser's own "offline" is no network; a call that got no reply while the browser
 * says online is no server. The first such moment is kept in session storage, so a reload in
 * the middle of an outage still says since when.
 */

const STORAGE_KEY = 'sfa.server-unreachable-since';
/** Seconds between tries of the server while it is unreachable: soon at first, then calmer. */
const PROBE_DELAYS_MS = [2_000, 5_000, 10_000, 20_000, 30_000];
const PROBE_TIMEOUT_MS = 10_000;

const listeners = new Set<() => void>();
let since: number | undefined;
/**
 * The moment an outage began before this page loaded: a new page tries the server as usual, and
 * only if that fails is the outage the one that was already going on.
 */
let earlierSince: number | undefined = readStored();
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probes = 0;
let probeFetch: typeof fetch = (...args) => globalThis.fetch(...args);

/** The moment (ms since the epoch) the server stopped answering; undefined while it answers. */
export function getUnreachableSince(): number | undefined {
  return since;
}

/** Told each time the server becomes unreachable and each time it answers again, no more. */
export function subscribeReachability(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Any HTTP reply, an error status included: the server is there. */
export function noteServerReply(): void {
  probes = 0;
  clearTimeout(probeTimer);
  probeTimer = undefined;
  if (earlierSince !== undefined) {
    earlierSince = undefined;
    store();
  }
  if (since === undefined) return;
  since = undefined;
  store();
  notify();
}

/**
 * A call got no reply (refused, reset, timed out). With the browser offline that is the
 * network, which the browser reports itself; otherwise the server is unreachable from here.
 */
export function noteNoReply(now = Date.now()): void {
  if (globalThis.navigator?.onLine === false) return;
  if (since === undefined) {
    since = earlierSince ?? now;
    earlierSince = undefined;
    store();
    notify();
  }
  scheduleProbe();
}

/** Tries the server at once (the connection came back, the user asked). */
export function probeServerNow(): void {
  if (since === undefined) return;
  clearTimeout(probeTimer);
  probeTimer = undefined;
  void probe();
}

function scheduleProbe(): void {
  if (probeTimer !== undefined) return;
  const delay = PROBE_DELAYS_MS[Math.min(probes, PROBE_DELAYS_MS.length - 1)];
  probeTimer = setTimeout(() => {
    probeTimer = undefined;
    void probe();
  }, delay);
}

/** Any reply of the auth service's base address counts, a 404 included. */
async function probe(): Promise<void> {
  probes += 1;
  try {
    const address = new URL(getRuntimeConfig().services.auth, globalThis.location?.href);
    await probeFetch(address, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    noteServerReply();
  } catch {
    if (since !== undefined && globalThis.navigator?.onLine !== false) scheduleProbe();
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

function readStored(): number | undefined {
  try {
    const value = Number(globalThis.sessionStorage?.getItem(STORAGE_KEY));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

function store(): void {
  try {
    if (since === undefined) globalThis.sessionStorage?.removeItem(STORAGE_KEY);
    else globalThis.sessionStorage?.setItem(STORAGE_KEY, String(since));
  } catch {
    // Storage refused (private mode, quota): the moment is then this page's only.
  }
}

/** Tests: a fetch of their own and a clean start. */
export function resetReachabilityForTests(fetchImpl: typeof fetch): void {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  probes = 0;
  since = undefined;
  earlierSince = readStored();
  probeFetch = fetchImpl;
}

// The network is back: whether the server is, is worth knowing now rather than at the next try.
globalThis.addEventListener?.('online', probeServerNow);
