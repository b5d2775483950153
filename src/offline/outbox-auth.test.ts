import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, setSession } from '#src/api/session';
import type { RuntimeConfig } from '#src/contracts/runtime-config';
import { activateDefaultLocale } from '#src/lib/i18n';
import { setRuntimeConfig } from '#src/lib/runtime-config';
import { pageReplayAuth } from './outbox-auth';

const user = { id: 7, last_name: 'Иванова', first_name: 'Мария', roles: [] };
let refreshAnswers: Array<() => Promise<Response>>;
let presented: string[];

const tokens = (access: string, refresh: string) =>
  Response.json({
    tokens: {
      access: { token: access, expires_at: '2999-01-01T00:00:00Z' },
      refresh: { token: refresh, expires_at: '2999-01-02T00:00:00Z' },
    },
    user,
  });

beforeAll(() => {
  activateDefaultLocale();
  setRuntimeConfig({ services: { auth: 'http://portal.test/svc/auth' } } as RuntimeConfig);
});

beforeEach(() => {
  refreshAnswers = [];
  presented = [];
  // The access token ran out while the tablet was offline; the refresh token still holds.
  setSession({
    accessToken: 'a1',
    accessExpiresAt: '2000-01-01T00:00:00Z',
    refreshToken: 'r1',
    refreshExpiresAt: '2999-01-01T00:00:00Z',
    user,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (_input, init) => {
      presented.push(new Headers(init?.headers).get('authorization') ?? '');
      const answer = refreshAnswers.shift();
      if (!answer) throw new TypeError('Failed to fetch');
      return answer();
    }),
  );
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the replay’s tokens in the page', () => {
  it('retries a refresh whose answer was lost with the same refresh token, keeping the session', async () => {
    const auth = pageReplayAuth(7);
    refreshAnswers = [() => Promise.reject(new TypeError('Failed to fetch'))];
    await expect(auth.token()).rejects.toBeDefined();
    expect(getSession()?.refreshToken).toBe('r1');

    // The auth service answers a repeat of the old token with a new successor.
    refreshAnswers = [async () => tokens('a2', 'r2')];
    await expect(auth.token()).resolves.toBe('a2');
    expect(presented).toEqual(['Bearer r1', 'Bearer r1']);
  });

  // The session is still there: pausing would wait for a sign-in nobody is asked for.
  it.each([429, 503])('tries again later after a refresh answered %i', async (status) => {
    refreshAnswers = [async () => Response.json({ detail: 'busy' }, { status })];
    await expect(pageReplayAuth(7).token()).rejects.toMatchObject({ status });
    expect(getSession()?.refreshToken).toBe('r1');
  });

  it('pauses the queue when the refresh is refused, which ends the session', async () => {
    refreshAnswers = [async () => Response.json({ detail: 'Unauthorized' }, { status: 401 })];
    await expect(pageReplayAuth(7).token()).resolves.toBeNull();
    expect(getSession()).toBeNull();
  });
});
