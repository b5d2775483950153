// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { type ConfigCopyDeps, serveRuntimeConfig } from './runtime-config-copy';

const KEY = 'http://portal.test/config.json';
const services = Object.fromEntries(
  [
    'auth',
    'main',
    'files',
    'import',
    'export',
    'crowd',
    'checker',
    'address',
    'integration',
    'notifications',
  ].map((name) => [name, `/svc/${name}`]),
);
const config = (version: string) => ({
  services,
  apiKey: 'key',
  sentryDsn: '',
  supportPhone: '+7 800 000-00-00',
  version,
  refetchOnWindowFocus: true,
});

/** Cache Storage's one cache as the copy uses it. */
function fakeCache() {
  const entries = new Map<string, Response>();
  const cache = {
    match: async (key: string) => entries.get(key)?.clone(),
    put: async (key: string, response: Response) => {
      entries.set(key, response);
    },
  };
  return { entries, cache: async () => cache as unknown as Cache };
}

/** The version of the configuration the copy holds, if any. */
async function keptVersion(cache: ReturnType<typeof fakeCache>): Promise<string | undefined> {
  const kept = await (await cache.cache()).match(KEY);
  return kept ? ((await kept.json()) as { version: string }).version : undefined;
}

const request = () => new Request(KEY, { cache: 'no-store' });
const json = (body: unknown, status = 200) => Response.json(body, { status });

function deps(answer: () => Promise<Response>, cache = fakeCache()): ConfigCopyDeps {
  return { fetch: vi.fn(answer), cache: cache.cache, key: KEY, timeoutMs: 50 };
}

async function served(copy: ConfigCopyDeps): Promise<{ status: number; body: string }> {
  const response = await serveRuntimeConfig(request(), copy);
  return { status: response.status, body: await response.text() };
}

describe('the service worker’s copy of /config.json', () => {
  it('answers from the network and keeps an OK, valid configuration', async () => {
    const cache = fakeCache();
    const answer = await served(deps(async () => json(config('2.0.0')), cache));
    expect(JSON.parse(answer.body).version).toBe('2.0.0');
    expect(await keptVersion(cache)).toBe('2.0.0');
  });

  it.each([
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 503', async () => json({ detail: 'Service unavailable' }, 503)],
    ['a 200 HTML page', async () => new Response('<!doctype html><html></html>')],
    ['an invalid configuration', async () => json({ ...config('3.0.0'), services: {} })],
  ])('answers the last good copy on %s, and keeps it', async (_label, failure) => {
    const cache = fakeCache();
    await served(deps(async () => json(config('2.0.0')), cache));
    const answer = await served(deps(failure, cache));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).version).toBe('2.0.0');
    expect(await keptVersion(cache)).toBe('2.0.0');
  });

  it('answers the copy when the network hangs, and lets the network refresh it after', async () => {
    const cache = fakeCache();
    await served(deps(async () => json(config('2.0.0')), cache));
    let release: (response: Response) => void = () => {};
    const late = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const pending: Promise<unknown>[] = [];
    const copy = {
      ...deps(() => late, cache),
      waitUntil: (work: Promise<unknown>) => pending.push(work),
    };
    expect(JSON.parse((await served(copy)).body).version).toBe('2.0.0');
    release(json(config('2.1.0')));
    await Promise.all(pending);
    expect(await keptVersion(cache)).toBe('2.1.0');
  });

  it('without a copy, passes on what the network said for the page to fall back on its own', async () => {
    expect((await served(deps(async () => json({ detail: 'down' }, 503)))).status).toBe(503);
    await expect(
      served(deps(() => Promise.reject(new TypeError('Failed to fetch')))),
    ).rejects.toThrow('Failed to fetch');
  });
});
