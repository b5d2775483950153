import type { RuntimeConfig } from '#src/contracts/runtime-config';
import { serviceNames } from '#src/contracts/service-names';

// Apart from runtime-config.ts because the service worker checks the configuration too, and has
// no local storage.

export const RUNTIME_CONFIG_URL = '/config.json';
/** The service worker's last good copy (sw/runtime-config.ts); sign-out keeps it. */
export const RUNTIME_CONFIG_CACHE = 'sfa-runtime-config';

const STRING_KEYS = ['apiKey', 'sentryDsn', 'supportPhone', 'version'] as const;

/**
 * The shape of `runtimeConfigSchema` (contracts/runtime-config.ts, which the server answers with),
 * checked by hand: it is one small object, and zod would be on the login page, against its JS
 * budget (docs/decisions/012-the-login-page-stays-small.md; docs/performance.md, "/login:
 * JavaScript as served"). Unknown keys are dropped. Throws on anything else.
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
