import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  endSession,
  getAccessToken,
  getSession,
  getSessionUser,
  hasValidSession,
  reloadSession,
  type Session,
  sessionFromAuth,
  setSession,
  subscribeSession,
} from './session';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const session = (over: Partial<Session> = {}): Session => ({
  accessToken: 'access',
  accessExpiresAt: '2026-03-01T12:05:00Z',
  refreshToken: 'refresh',
  refreshExpiresAt: '2026-03-08T12:00:00Z',
  user: { id: 7, last_name: 'Петрова', first_name: 'Анна', roles: [{ sys_name: 'analyst' }] },
  ...over,
});

afterEach(() => clearSession());

describe('session', () => {
  it('keeps the tokens in memory and in local storage', () => {
    setSession(session());
    expect(getAccessToken()).toBe('access');
    expect(JSON.parse(localStorage.getItem('sfa.session') ?? 'null')).toEqual(session());
    clearSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('sfa.session')).toBeNull();
  });

  it('is valid with a live access token or a live refresh token', () => {
    expect(hasValidSession(NOW)).toBe(false);
    setSession(session());
    expect(hasValidSession(NOW)).toBe(true);
    setSession(session({ accessExpiresAt: '2026-03-01T11:00:00Z' }));
    expect(hasValidSession(NOW)).toBe(true);
    setSession(
      session({
        accessExpiresAt: '2026-03-01T11:00:00Z',
        refreshExpiresAt: '2026-03-01T11:30:00Z',
      }),
    );
    expect(hasValidSession(NOW)).toBe(false);
  });

  it('notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    setSession(session());
    clearSession();
    unsubscribe();
    setSession(session());
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ends by clearing local and session storage', () => {
    setSession(session());
    localStorage.setItem('sfa.menu-open', 'true');
    sessionStorage.setItem('draft', 'x');
    endSession();
    expect(getSession()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  // The session may end on its own in the field; the next sign-in does not load the page again,
  // so a copy lost here would leave the next start without a network with no settings at all.
  it('ends keeping the deployment’s runtime configuration, which is not the user’s', () => {
    setSession(session());
    localStorage.setItem('sfa.runtime-config', '{"version":"1.13.0"}');
    endSession();
    expect({ ...localStorage }).toEqual({ 'sfa.runtime-config': '{"version":"1.13.0"}' });
  });

  it('opens from an auth reply, user included', () => {
    const user = session().user;
    expect(
      sessionFromAuth({
        tokens: {
          access: { token: 'a', expires_at: '2026-03-01T12:15:00Z' },
          refresh: { token: 'r', expires_at: '2026-03-08T12:00:00Z' },
        },
        user,
      }),
    ).toEqual({
      accessToken: 'a',
      accessExpiresAt: '2026-03-01T12:15:00Z',
      refreshToken: 'r',
      refreshExpiresAt: '2026-03-08T12:00:00Z',
      user,
    });
  });

  it('ignores a stored session without the user (from before users were kept)', () => {
    const { user: _user, ...tokensOnly } = session();
    localStorage.setItem('sfa.session', JSON.stringify(tokensOnly));
    expect(reloadSession()).toBeNull();
  });

  it("re-reads local storage on demand: another tab's rotation, told as 'other-tab'", () => {
    setSession(session());
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    localStorage.setItem('sfa.session', JSON.stringify(session({ accessToken: 'rotated' })));
    expect(reloadSession()?.accessToken).toBe('rotated');
    expect(getAccessToken()).toBe('rotated');
    expect(listener).toHaveBeenCalledWith('other-tab');
    listener.mockClear();
    reloadSession();
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('follows another tab through the storage event: new tokens, and sign-out', () => {
    setSession(session());
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    localStorage.setItem('sfa.session', JSON.stringify(session({ accessToken: 'other' })));
    window.dispatchEvent(new StorageEvent('storage', { key: 'sfa.session' }));
    expect(getAccessToken()).toBe('other');
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(getSession()).toBeNull();
    expect(getSessionUser()).toBeNull();
    expect(listener.mock.calls).toEqual([['other-tab'], ['other-tab']]);
    unsubscribe();
  });
});
