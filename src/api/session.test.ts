import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  endSession,
  getAccessToken,
  getSession,
  hasValidSession,
  type Session,
  setSession,
  subscribeSession,
} from './session';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const session = (over: Partial<Session> = {}): Session => ({
  accessToken: 'access',
  accessExpiresAt: '2026-03-01T12:05:00Z',
  refreshToken: 'refresh',
  refreshExpiresAt: '2026-03-08T12:00:00Z',
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
});
