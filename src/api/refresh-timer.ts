import { refreshSession } from './refresh';
import { getSession, subscribeSession } from './session';

/** Spec sections 4 and 9: refresh 30 s before the access token expires. */
const REFRESH_LEAD_MS = 30_000;
/** After a failed attempt (no network), try again this much later. */
export const REFRESH_RETRY_MS = 10_000;
/**
 * Timer refreshes at least this far apart, so that a client clock running ahead of the server's
 * (every token looks expired on arrival) cannot make the portal refresh in a tight loop.
 */
const MIN_GAP_MS = 5_000;
/** setTimeout's own ceiling (about 24.8 days); longer delays would fire at once. */
const MAX_DELAY_MS = 2 ** 31 - 1;

let timer: ReturnType<typeof setTimeout> | undefined;
let lastAttemptAt = Number.NEGATIVE_INFINITY;

/**
 * Keeps the access token fresh for as long as a session exists: re-arms whenever the session
 * changes (sign-in, a refresh here or in another tab, sign-out). Returns a stop function.
 */
export function startTokenRefresh(): () => void {
  schedule();
  const unsubscribe = subscribeSession(() => schedule());
  return () => {
    unsubscribe();
    clearTimeout(timer);
    timer = undefined;
    lastAttemptAt = Number.NEGATIVE_INFINITY;
  };
}

function schedule(delayOverride?: number): void {
  clearTimeout(timer);
  timer = undefined;
  const session = getSession();
  if (!session) return;
  const expiry = Date.parse(session.accessExpiresAt);
  if (Number.isNaN(expiry)) return;
  const now = Date.now();
  const remaining = expiry - now;
  // A token that lives less than the lead time is refreshed half-way instead of at once.
  const due =
    remaining > REFRESH_LEAD_MS ? remaining - REFRESH_LEAD_MS : Math.max(remaining / 2, 0);
  // Clamped: a clock set back must not postpone the refresh by more than the gap.
  const gapLeft = Math.min(Math.max(lastAttemptAt + MIN_GAP_MS - now, 0), MIN_GAP_MS);
  const delay = delayOverride ?? Math.max(due, gapLeft);
  timer = setTimeout(
    () => {
      lastAttemptAt = Date.now();
      refreshSession(session.accessToken).catch(() => {
        // A refused refresh already ended the session (and the subscription stopped the timer);
        // anything else is worth another try while the session is still this one.
        if (getSession()?.accessToken === session.accessToken) schedule(REFRESH_RETRY_MS);
      });
    },
    Math.min(delay, MAX_DELAY_MS),
  );
}
