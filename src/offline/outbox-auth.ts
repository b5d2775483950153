import { refreshSession } from '#src/api/refresh';
import { getSession } from '#src/api/session';
import type { ReplayAuth } from './outbox-replay';

/** A token this close to its expiry is refreshed before a replayed call uses it. */
const EXPIRY_MARGIN_MS = 30_000;

/**
 * The page's tokens for the replay of `userId`'s items: the session's access token, refreshed
 * first through the one cross-tab refresh of src/api when it is about to expire. No session, or
 * another user's: null (the queue pauses). A refresh the auth service refused: null too (it
 * ended the session). Any other failed refresh rejects, and the item is tried again later: no
 * answer (a lost answer included: the auth service gives the unused successor's place to a
 * repeat of the old token), a 5xx, a 429; the session is still there, so pausing would wait for
 * a sign-in nobody is asked for.
 */
export function pageReplayAuth(userId: number): ReplayAuth {
  const renew = async (stale: string): Promise<string | null> => {
    try {
      const next = await refreshSession(stale);
      return next.user.id === userId ? next.accessToken : null;
    } catch (error) {
      if (getSession()?.user.id !== userId) return null;
      throw error;
    }
  };
  return {
    userId,
    renew,
    token: async () => {
      const session = getSession();
      if (!session || session.user.id !== userId) return null;
      const expiry = Date.parse(session.accessExpiresAt);
      if (Number.isNaN(expiry) || expiry - Date.now() > EXPIRY_MARGIN_MS) {
        return session.accessToken;
      }
      return renew(session.accessToken);
    },
  };
}
