import { type RuntimeConfig, runtimeConfigSchema } from '../contracts/runtime-config';

const CONFIG_URL = '/config.json';
const CACHE_KEY = 'sfa.runtime-config';
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
 * Fetches /config.json. The last good copy is kept in local storage so that an installed PWA
 * still starts on a tablet without a connection (the service worker does not cache this file,
 * so a new deployment's settings win whenever the network is there).
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl(CONFIG_URL, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
      signal: timeoutSignal(LOAD_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`GET ${CONFIG_URL}: ${response.status}`);
    const config = runtimeConfigSchema.parse(await response.json());
    writeCached(config);
    current = config;
    return config;
  } catch (error) {
    const cached = readCached();
    if (!cached) throw error;
    current = cached;
    return cached;
  }
}

function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('Timed out', 'TimeoutError')), ms);
  return controller.signal;
}

function readCached(): RuntimeConfig | undefined {
  try {
    const raw = localStorage.getItem(CACHE_KEY);
    if (!raw) return undefined;
    const parsed = runtimeConfigSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function writeCached(config: RuntimeConfig): void {
  try {
    localStorage.setItem(CACHE_KEY, JSON.stringify(config));
  } catch {
    // Private mode or a full quota: the portal works, it only cannot start offline.
  }
}
