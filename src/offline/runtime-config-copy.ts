import { parseRuntimeConfig } from '#src/lib/runtime-config-parse';

/**
 * Past this the service worker answers /config.json from its copy while the network goes on to
 * refresh it: a hanging connection (a captive Wi-Fi, a server that accepts and never answers)
 * must not hold the start for the page's whole time-out.
 */
const CONFIG_NETWORK_TIMEOUT_MS = 5_000;

export interface ConfigCopyDeps {
  fetch: (request: Request) => Promise<Response>;
  cache: () => Promise<Cache>;
  /** The one key the copy is kept under, whatever the request's query string. */
  key: string;
  /** Keeps the worker alive while the network still refreshes the copy after the answer. */
  waitUntil?: (work: Promise<unknown>) => void;
  timeoutMs?: number;
}

/**
 * The service worker's answer to GET /config.json: the network first, so a new deployment's
 * settings win whenever the network is there; the last good copy when the network fails, hangs
 * or answers anything but an OK, valid configuration (a 5xx while the server restarts, a proxy's
 * HTML page). Only such an answer replaces the copy. Without a copy the page gets what the
 * network said and falls back to its own copy in local storage.
 */
export async function serveRuntimeConfig(
  request: Request,
  deps: ConfigCopyDeps,
): Promise<Response> {
  const network = fetchAndKeep(request, deps);
  deps.waitUntil?.(network.catch(() => undefined));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), deps.timeoutMs ?? CONFIG_NETWORK_TIMEOUT_MS);
  });
  const first = await Promise.race([network.catch(() => undefined), timedOut]);
  clearTimeout(timer);
  if (first?.good) return first.response;
  const kept = await (await deps.cache()).match(deps.key).catch(() => undefined);
  if (kept) return kept;
  return first ? first.response : (await network).response;
}

/** Fetches the configuration into the copy (the worker's install), if the answer is good. */
export async function refreshRuntimeConfigCopy(
  request: Request,
  deps: ConfigCopyDeps,
): Promise<boolean> {
  return (await fetchAndKeep(request, deps)).good;
}

async function fetchAndKeep(
  request: Request,
  deps: ConfigCopyDeps,
): Promise<{ response: Response; good: boolean }> {
  const response = await deps.fetch(request);
  const good = await isGoodConfig(response.clone());
  if (good) {
    // A full quota keeps the older copy; the answer itself is still good.
    const copy = response.clone();
    await deps
      .cache()
      .then((cache) => cache.put(deps.key, copy))
      .catch(() => undefined);
  }
  return { response, good };
}

async function isGoodConfig(response: Response): Promise<boolean> {
  if (!response.ok) return false;
  try {
    parseRuntimeConfig(await response.json());
    return true;
  } catch {
    return false;
  }
}
