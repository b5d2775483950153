import type { RuntimeConfig } from '#src/contracts/runtime-config';
import { parseRuntimeConfig, RUNTIME_CONFIG_URL } from './runtime-config-parse';

export {
  parseRuntimeConfig,
  RUNTIME_CONFIG_CACHE,
} from './runtime-config-parse';

/**
 * Where the last good copy is kept in local storage. It describes the deployment, not the user:
 * sign-out keeps it (src/api/session.ts), or the next offline start would have no settings.
 */
export const RUNTIME_CONFIG_STORAGE_KEY = 'sfa.runtime-config';
const LOAD_TIMEOUT_MS = 20_000;

let current: RuntimeConfig | undefined;

/** The configuration loaded at start-up; everything after bootstrap may rely on it. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime configuration is not loaded yet');
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig | undefined): void {
  current = config;
}

/**
 * The deployment's configuration, from /config.json. Two last good copies let an installed PWA
 * start on a tablet without a connection: the service worker's (network first, so a new
 * deployment's settings win whenever the network is there) and one in local storage. With a copy
 * in local storage the start takes it at once and the answer refreshes it in the background (the
 * configuration in use too, for the calls after it): a server that hangs must not keep the page
 * blank. Only an OK answer that parses as a configuration replaces either copy; anything else (no
 * network, a 5xx, a proxy's HTML page) leaves the copy in use.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const fresh = fetchRuntimeConfig(fetchImpl);
  const cached = readCached();
  if (cached) {
    current = cached;
    void fresh.then(
      (config) => {
        current = config;
      },
      () => undefined,
    );
    return cached;
  }
  current = await fresh;
  return current;
}

async function fetchRuntimeConfig(fetchImpl: typeof fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(RUNTIME_CONFIG_URL, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
    signal: timeoutSignal(LOAD_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`GET ${RUNTIME_CONFIG_URL}: ${response.status}`);
  const config = parseRuntimeConfig(await response.json());
  writeCached(config);
  return config;
}

function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('Timed out', 'TimeoutError')), ms);
  return controller.signal;
}

function readCached(): RuntimeConfig | undefined {
  // A copy that no longer has the expected shape (an older version wrote it) counts as none.
  try {
    const raw = localStorage.getItem(RUNTIME_CONFIG_STORAGE_KEY);
    if (!raw) return undefined;
    return parseRuntimeConfig(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

function writeCached(config: RuntimeConfig): void {
  try {
    localStorage.setItem(RUNTIME_CONFIG_STORAGE_KEY, JSON.stringify(config));
  } catch {
    // Private mode or a full quota: the portal works, it only cannot start offline.
  }
}
