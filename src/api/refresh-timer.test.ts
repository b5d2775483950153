import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '#src/contracts/runtime-config';
import { activateDefaultLocale } from '#src/lib/i18n';
import { setRuntimeConfig } from '#src/lib/runtime-config';
import { REFRESH_RETRY_MS, startTokenRefresh } from './refresh-timer';
import { clearSession, getSession, type Session, setSession } from './session';

const user = { id: 5, last_name: 'Орлова', first_name: 'Мария', roles: [{ sys_name: 'analyst' }] };
const START = Date.parse('2026-03-01T12:00:00Z');
const MINUTE = 60_000;

const at = (ms: number) => new Date(ms).toISOString();
const session = (access: string, accessExpiresAt: number): Session => ({
  accessToken: access,
  accessExpiresAt: at(accessExpiresAt),
  refreshToken: `refresh-of-${access}`,
  refreshExpiresAt: at(START + 7 * 24 * 60 * MINUTE),
  user,
});

let refreshes: { at: number; authorization: string | null }[];
let reply: () => Response | Promise<Response>;
let stop: () => void;

beforeAll(() => {
  activateDefaultLocale();
  setRuntimeConfig({ services: { auth: 'http://portal.test/svc/auth' } } as RuntimeConfig);
});

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  refreshes = [];
  let issued = 1;
  // Each refresh issues a token valid for 15 minutes from the moment it is asked for.
  reply = () => {
    issued += 1;
    return Response.json({
      tokens: {
        access: { token: `a${issued}`, expires_at: at(Date.now() + 15 * MINUTE) },
        refresh: { token: `r${issued}`, expires_at: at(START + 7 * 24 * 60 * MINUTE) },
      },
      user,
    });
  };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (_input, init) => {
      refreshes.push({
        at: Date.now(),
        authorization: new Headers(init?.headers).get('authorization'),
      });
      return reply();
    }),
  );
});

afterEach(() => {
  stop?.();
  clearSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('startTokenRefresh', () => {
  it('refreshes 30 s before the access token expires, then again for the new token', async () => {
    setSession(session('a1', START + 5 * MINUTE));
    stop = startTokenRefresh();

    await vi.advanceTimersByTimeAsync(4 * MINUTE + 29_000);
    expect(refreshes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refreshes).toEqual([
      { at: START + 4 * MINUTE + 30_000, authorization: 'Bearer refresh-of-a1' },
    ]);
    expect(getSession()?.accessToken).toBe('a2');

    // The new token lives 15 minutes: the next refresh is 14 min 30 s later.
    await vi.advanceTimersByTimeAsync(14 * MINUTE + 29_000);
    expect(refreshes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refreshes).toHaveLength(2);
    expect(refreshes[1].authorization).toBe('Bearer r2');
  });

  it('refreshes at once a token that expires within 30 s, and an expired one', async () => {
    setSession(session('a1', START - MINUTE));
    stop = startTokenRefresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshes).toHaveLength(1);
    expect(getSession()?.accessToken).toBe('a2');
  });

  it('follows a session written by another tab instead of its own schedule', async () => {
    setSession(session('a1', START + 5 * MINUTE));
    stop = startTokenRefresh();
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    setSession(session('b1', START + 20 * MINUTE), 'other-tab');
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(refreshes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(15 * MINUTE);
    expect(refreshes).toEqual([
      { at: START + 20 * MINUTE - 30_000, authorization: 'Bearer refresh-of-b1' },
    ]);
  });

  it('tries again later when the service cannot be reached', async () => {
    reply = () => Promise.reject(new TypeError('Failed to fetch'));
    setSession(session('a1', START + MINUTE));
    stop = startTokenRefresh();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refreshes).toHaveLength(1);
    expect(getSession()?.accessToken).toBe('a1');
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_MS);
    expect(refreshes).toHaveLength(2);
  });

  it('stops when the session ends', async () => {
    setSession(session('a1', START + MINUTE));
    stop = startTokenRefresh();
    clearSession();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(refreshes).toHaveLength(0);
  });

  it('does not refresh in a tight loop when the clock runs ahead of the server', async () => {
    // Every token issued looks expired on arrival.
    const fresh = reply;
    reply = async () => {
      const body = await (await fresh()).json();
      body.tokens.access.expires_at = at(Date.now() - MINUTE);
      return Response.json(body);
    };
    setSession(session('a1', START - MINUTE));
    stop = startTokenRefresh();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(refreshes.length).toBeGreaterThanOrEqual(4);
    expect(refreshes.length).toBeLessThanOrEqual(5);
  });
});
