import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RuntimeConfig, runtimeConfigSchema } from '#src/contracts/runtime-config';
import {
  getRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  setRuntimeConfig,
} from './runtime-config';

const config: RuntimeConfig = {
  services: {
    auth: '/svc/auth',
    main: '/svc/main',
    files: '/svc/files',
    import: '/svc/import',
    export: '/svc/export',
    crowd: '/svc/crowd',
    checker: '/svc/checker',
    address: '/svc/address',
    integration: '/svc/integration',
    notifications: '/svc/notifications',
  },
  apiKey: 'key',
  sentryDsn: '',
  supportPhone: '+7 800 000-00-00',
  version: '1.13.0',
  refetchOnWindowFocus: false,
};

const reply = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => {
  localStorage.clear();
  setRuntimeConfig(undefined);
});

describe('loadRuntimeConfig', () => {
  it('fetches and validates /config.json', async () => {
    const fetchMock = reply(config);
    await expect(loadRuntimeConfig(fetchMock)).resolves.toEqual(config);
    expect(fetchMock.mock.calls[0][0]).toBe('/config.json');
    expect(getRuntimeConfig()).toEqual(config);
  });

  it('refuses a configuration that lacks a service', async () => {
    const { crowd: _crowd, ...services } = config.services;
    await expect(loadRuntimeConfig(reply({ ...config, services }))).rejects.toThrow();
  });

  it('falls back to the last good copy when the server cannot be reached', async () => {
    await loadRuntimeConfig(reply(config));
    setRuntimeConfig(undefined);
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(loadRuntimeConfig(offline)).resolves.toEqual(config);
  });

  // A proxy's page or the server's own 5xx while it restarts: neither may replace the copy, and
  // the start goes on with the copy.
  it.each([
    ['a 503', () => reply({ detail: 'Service unavailable' }, 503)],
    ['an HTML page with 200', () => vi.fn<typeof fetch>(async () => new Response('<html></html>'))],
    ['an invalid configuration', () => reply({ ...config, services: {} })],
  ])('keeps the last good copy after %s', async (_label, answer) => {
    await loadRuntimeConfig(reply(config));
    setRuntimeConfig(undefined);
    await expect(loadRuntimeConfig(answer())).resolves.toEqual(config);
    expect(JSON.parse(localStorage.getItem('sfa.runtime-config') ?? 'null')).toEqual(config);
  });

  it('starts from the kept copy at once when the server hangs, and takes its answer later', async () => {
    await loadRuntimeConfig(reply(config));
    setRuntimeConfig(undefined);
    let answer: (response: Response) => void = () => {};
    const hanging = vi.fn<typeof fetch>(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    await expect(loadRuntimeConfig(hanging)).resolves.toEqual(config);
    expect(getRuntimeConfig()).toEqual(config);

    const deployed = { ...config, version: '1.14.0' };
    answer(new Response(JSON.stringify(deployed)));
    await vi.waitFor(() => expect(getRuntimeConfig()).toEqual(deployed));
    expect(JSON.parse(localStorage.getItem('sfa.runtime-config') ?? 'null')).toEqual(deployed);
  });

  it('starts when local storage refuses to keep a copy', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      await expect(loadRuntimeConfig(reply(config))).resolves.toEqual(config);
    } finally {
      setItem.mockRestore();
    }
  });

  it('fails without a stored copy', async () => {
    await expect(loadRuntimeConfig(reply({}, 503))).rejects.toThrow('503');
    expect(() => getRuntimeConfig()).toThrow();
  });
});

describe('parseRuntimeConfig', () => {
  const { crowd: _crowd, ...withoutCrowd } = config.services;
  const malformed: [string, unknown][] = [
    ['not an object', 'config'],
    ['null', null],
    ['no services', { ...config, services: undefined }],
    ['a service missing', { ...config, services: withoutCrowd }],
    ['an empty base URL', { ...config, services: { ...config.services, main: '' } }],
    ['a number for a string', { ...config, apiKey: 42 }],
    ['a string for the flag', { ...config, refetchOnWindowFocus: 'false' }],
    ['no version', { ...config, version: undefined }],
  ];

  it('accepts what the server sends and drops unknown keys', () => {
    expect(parseRuntimeConfig({ ...config, extra: true })).toEqual(config);
  });

  // The hand-written check stands in for the server's zod schema in the browser: they must agree.
  it.each(malformed)('refuses %s, as the zod schema does', (_label, value) => {
    expect(() => parseRuntimeConfig(value)).toThrow(TypeError);
    expect(runtimeConfigSchema.safeParse(value).success).toBe(false);
  });

  it('agrees with the zod schema on a valid configuration', () => {
    expect(runtimeConfigSchema.parse(config)).toEqual(parseRuntimeConfig(config));
  });
});
