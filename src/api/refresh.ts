import { ApiError, toApiError } from './api-error';
import { refreshTokens } from './refresh-tokens';
import { clearSession, reloadSession, type Session, sessionFromAuth, setSession } from './session';
import { withWebLock } from './web-lock';

/** The Web Lock every tab of the origin takes before refreshing. */
export const REFRESH_LOCK = 'sfa-refresh';

let inFlight: Promise<Session> | null = null;

/**
 * A session whose access token replaces `staleAccessToken` (the one that got a 401 or is about to
 * expire). Every caller in this tab shares one refresh while it runs, and tabs take turns through
 * a Web Lock; whoever gets the lock second re-reads local storage and, finding the token already
 * rotated, uses that instead of refreshing again (a second refresh would present an already
 * rotated refresh token, which the auth service treats as reuse).
 *
 * Rejects with an ApiError when the refresh fails. A 401 on refresh ends the session with the
 * change `expired` (spec section 4); the sign-out module reacts to that.
 */
export function refreshSession(staleAccessToken: string): Promise<Session> {
  inFlight ??= withWebLock(REFRESH_LOCK, () => rotate(staleAccessToken)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function rotate(staleAccessToken: string): Promise<Session> {
  const stored = reloadSession();
  if (!stored) throw new ApiError(1, 401, 'Unauthorized', { detail: 'Unauthorized' });
  if (stored.accessToken !== staleAccessToken) return stored;
  try {
    const next = sessionFromAuth(await refreshTokens(stored.refreshToken));
    setSession(next);
    return next;
  } catch (error) {
    const failure = toApiError(error);
    // Only a refusal ends the session: without a network the tokens may still be good later.
    if (failure.status === 401 && failure.code !== 100) clearSession('expired');
    throw failure;
  }
}
