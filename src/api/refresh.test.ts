import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '#src/contracts/runtime-config';
import { activateDefaultLocale } from '#src/lib/i18n';
import { setRuntimeConfig } from '#src/lib/runtime-config';
import { ApiError } from './api-error';
import { createServiceClient } from './client';
import { REFRESH_LOCK } from './refresh';
import { clearSession, getSession, type Session, setSession, subscribeSession } from './session';

const user = { id: 3, last_name: 'Сидоров', first_name: 'Пётр', roles: [{ sys_name: 'leader' }] };
const session = (access: string, refresh: string): Session => ({
  accessToken: access,
  accessExpiresAt: '2999-01-01T00:00:00Z',
  refreshToken: refresh,
  refreshExpiresAt: '2999-01-01T00:00:00Z',
  user,
});

interface Call {
  url: string;
  authorization: string | null;
}

/**
 * The main and auth services as the portal sees them: a resource that accepts only the access
 * token in `live`, and a refresh endpoint that answers with `onRefresh`.
 */
function fakeServices(onRefresh: (call: Call) => Promise<Response> | Response) {
  const calls: Call[] = [];
  const state = { live: 'a2' };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const call = {
      url: String(input),
      authorization: new Headers(init?.headers).get('authorization'),
    };
    calls.push(call);
    if (call.url.endsWith('/api/v1/auth/refresh/')) return onRefresh(call);
    if (call.authorization === `Bearer ${state.live}`) return Response.json({ ok: true });
    return Response.json({ detail: 'Unauthorized' }, { status: 401 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const refreshCalls = () => calls.filter((call) => call.url.endsWith('/auth/refresh/'));
  const resourceCalls = () => calls.filter((call) => call.url.includes('/svc/main/'));
  return { calls, state, refreshCalls, resourceCalls };
}

const authReply = (access: string, refresh: string) =>
  Response.json({
    tokens: {
      access: { token: access, expires_at: '2999-01-01T00:00:00Z' },
      refresh: { token: refresh, expires_at: '2999-01-02T00:00:00Z' },
    },
    user,
  });

const main = () => createServiceClient('main');

beforeAll(() => {
  activateDefaultLocale();
  setRuntimeConfig({
    services: { main: 'http://portal.test/svc/main', auth: 'http://portal.test/svc/auth' },
  } as RuntimeConfig);
});

beforeEach(() => setSession(session('a1', 'r1')));

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('a 401 reply', () => {
  it('gets one refresh with the refresh token, then the call is retried with the new token', async () => {
    const services = fakeServices(() => authReply('a2', 'r2'));
    await expect(main().get('/visits/1/')).resolves.toEqual({ ok: true });
    expect(services.refreshCalls()).toEqual([
      { url: 'http://portal.test/svc/auth/api/v1/auth/refresh/', authorization: 'Bearer r1' },
    ]);
    expect(services.resourceCalls().map((call) => call.authorization)).toEqual([
      'Bearer a1',
      'Bearer a2',
    ]);
    expect(getSession()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2', user });
    expect(JSON.parse(localStorage.getItem('sfa.session') ?? '{}').refreshToken).toBe('r2');
  });

  it('shares one refresh among concurrent 401s', async () => {
    let answer: (response: Response) => void = () => {};
    const services = fakeServices(() => new Promise<Response>((resolve) => (answer = resolve)));
    const replies = Promise.all([1, 2, 3].map((id) => main().get(`/visits/${id}/`)));
    await vi.waitFor(() => expect(services.resourceCalls()).toHaveLength(3));
    await vi.waitFor(() => expect(services.refreshCalls()).toHaveLength(1));
    answer(await authReply('a2', 'r2'));
    await expect(replies).resolves.toHaveLength(3);
    expect(services.refreshCalls()).toHaveLength(1);
    expect(
      services
        .resourceCalls()
        .slice(3)
        .map((call) => call.authorization),
    ).toEqual(['Bearer a2', 'Bearer a2', 'Bearer a2']);
  });

  it('logs out when the refresh is refused with a 401', async () => {
    const services = fakeServices(() => Response.json({ detail: 'Unauthorized' }, { status: 401 }));
    const changes = vi.fn();
    const unsubscribe = subscribeSession(changes);
    const error = await main()
      .get('/visits/1/')
      .catch((reason: unknown) => reason);
    unsubscribe();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('sfa.session')).toBeNull();
    expect(changes).toHaveBeenCalledWith('expired');
    expect(services.resourceCalls()).toHaveLength(1);
  });

  it('keeps the session when the refresh cannot reach the service', async () => {
    fakeServices(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(main().get('/visits/1/')).rejects.toMatchObject({ code: 100 });
    expect(getSession()?.accessToken).toBe('a1');
  });

  it('is final on the retry: no second refresh', async () => {
    const services = fakeServices(() => authReply('a3', 'r3'));
    await expect(main().get('/visits/1/')).rejects.toMatchObject({ status: 401 });
    expect(services.refreshCalls()).toHaveLength(1);
    expect(services.resourceCalls()).toHaveLength(2);
  });

  it('to a sign-in call is an answer about the credentials, not a reason to refresh', async () => {
    const services = fakeServices(() => authReply('a2', 'r2'));
    const auth = createServiceClient('auth');
    await expect(
      auth.post('/api/v1/auth/login/', { login: 'x', password: 'y' }, { anonymous: true }),
    ).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(services.refreshCalls()).toHaveLength(0);
    expect(services.calls[0].authorization).toBeNull();
  });
});

describe('refreshing across tabs', () => {
  /** A Web Locks stand-in: one holder per name, the others queue. */
  function fakeLocks() {
    const tails = new Map<string, Promise<unknown>>();
    const names: string[] = [];
    const locks = {
      request: (name: string, task: () => Promise<unknown>) => {
        names.push(name);
        const run = (tails.get(name) ?? Promise.resolve()).then(task);
        tails.set(
          name,
          run.catch(() => undefined),
        );
        return run;
      },
    };
    vi.stubGlobal('navigator', { ...navigator, locks });
    return { locks, names };
  }

  it('waits for the tab holding the lock and uses the tokens it rotated instead of refreshing', async () => {
    const { locks, names } = fakeLocks();
    const services = fakeServices(() => authReply('a9', 'r9'));
    // Another tab holds the lock and is refreshing right now.
    let release: () => void = () => {};
    const otherTab = locks.request(
      REFRESH_LOCK,
      () => new Promise<void>((resolve) => (release = resolve)),
    );

    const reply = main().get('/visits/1/');
    await vi.waitFor(() => expect(names).toHaveLength(2));
    // It writes its rotated session; its storage event has not reached this tab yet.
    localStorage.setItem('sfa.session', JSON.stringify(session('a2', 'r2')));
    release();
    await otherTab;

    await expect(reply).resolves.toEqual({ ok: true });
    expect(names).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
    expect(services.refreshCalls()).toHaveLength(0);
    expect(services.resourceCalls().at(-1)?.authorization).toBe('Bearer a2');
    expect(getSession()?.refreshToken).toBe('r2');
  });

  it('refreshes under the lock when nobody rotated the tokens meanwhile', async () => {
    const { names } = fakeLocks();
    const services = fakeServices(() => authReply('a2', 'r2'));
    await expect(main().get('/visits/1/')).resolves.toEqual({ ok: true });
    expect(names).toEqual([REFRESH_LOCK]);
    expect(services.refreshCalls()).toHaveLength(1);
  });
});
