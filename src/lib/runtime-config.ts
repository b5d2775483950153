import type { RuntimeConfig } from '../contracts/runtime-config';
import { serviceNames } from '../contracts/service-names';

export const RUNTIME_CONFIG_URL = '/config.json';
/**
 * Where the last good copy is kept in local storage. It describes the deployment, not the user:
 * sign-out keeps it (src/api/session.ts), or the next offline start would have no settings.
 */
export const RUNTIME_CONFIG_STORAGE_KEY = 'sfa.runtime-config';
/** The service worker's last good copy (sw/runtime-config.ts); sign-out keeps it too. */
export const RUNTIME_CONFIG_CACHE = 'sfa-runtime-config';
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
 * Fetches /config.json. Two last good copies let an installed PWA start on a tablet without a
 * connection: the service worker's (network first, so a new deployment's settings win whenever
 * the network is there) and one in local storage. Only an OK answer that parses as a
 * configuration replaces either; anything else (no network, a 5xx, a proxy's HTML page) falls
 * back to the copy.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl(RUNTIME_CONFIG_URL, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
      signal: timeoutSignal(LOAD_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`GET ${RUNTIME_CONFIG_URL}: ${response.status}`);
    const config = parseRuntimeConfig(await response.json());
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

const STRING_KEYS = ['apiKey', 'sentryDsn', 'supportPhone', 'version'] as const;

/**
 * The shape of `runtimeConfigSchema` (contracts/runtime-config.ts, which the server answers with),
 * checked by hand: it is one small object, and zod would cost the login page ≈ 8 KB. Unknown keys
 * are dropped. Throws on anything else.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const record = asRecord(value, 'configuration');
  const services = asRecord(record.services, 'services');
  const urls = {} as RuntimeConfig['services'];
  for (const name of serviceNames) {
    const url = services[name];
    if (typeof url !== 'string' || url.length === 0) throw invalid(`services.${name}`);
    urls[name] = url;
  }
  const strings = {} as Pick<RuntimeConfig, (typeof STRING_KEYS)[number]>;
  for (const key of STRING_KEYS) {
    const text = record[key];
    if (typeof text !== 'string') throw invalid(key);
    strings[key] = text;
  }
  if (typeof record.refetchOnWindowFocus !== 'boolean') throw invalid('refetchOnWindowFocus');
  return { services: urls, ...strings, refetchOnWindowFocus: record.refetchOnWindowFocus };
}

function asRecord(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid(what);
  return value as Record<string, unknown>;
}

const invalid = (what: string) => new TypeError(`Invalid runtime configuration: ${what}`);

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
