/**
 * How a failed call is treated: `retry` keeps the item and tries again later (no answer, 408,
 * 429, 5xx, or any answer that says when to come back with Retry-After); `auth` pauses the queue
 * until the owner signs in again (401 after a refresh); `refused` stops retrying the item and
 * shows it as failed (any other 4xx, such as a 409 for the same key with other content, which
 * will not succeed on a replay).
 */
export type FailureClass = 'retry' | 'auth' | 'refused';

/**
 * `status` 0: no answer at all. A 409 with Retry-After is the server still running the first
 * send of the same key (or a first send its killed process left unfinished): it passes.
 */
export function classifyFailure(status: number, retryAfterSeconds?: number): FailureClass {
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  if (status === 401) return 'auth';
  if (retryAfterSeconds !== undefined && retryAfterSeconds > 0) return 'retry';
  if (status >= 400) return 'refused';
  // 1xx/3xx are not answers a write should get: try again rather than lose the item.
  return 'retry';
}

const BASE_DELAY_MS = 2_000;
/**
 * The longest wait between two automatic attempts. A server that was down (killed, restarting)
 * while the browser stayed online is noticed within it: nothing else tells the page it is back.
 */
export const MAX_BACKOFF_MS = 60_000;

/**
 * Delay before the next automatic attempt after `attempts` failures: 2 s, 4 s, 8 s … capped at
 * a minute; a server's Retry-After (seconds) wins when it asks for longer, up to the same cap.
 * `online`, app start and "send now" do not wait for it.
 */
export function backoffDelay(attempts: number, retryAfterSeconds?: number): number {
  const exponential = Math.min(BASE_DELAY_MS * 2 ** Math.max(attempts - 1, 0), MAX_BACKOFF_MS);
  const asked = retryAfterSeconds && retryAfterSeconds > 0 ? retryAfterSeconds * 1000 : 0;
  return Math.max(exponential, Math.min(asked, MAX_BACKOFF_MS));
}
