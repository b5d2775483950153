/**
 * How a failed call is treated: `retry` keeps the item and tries again later (no answer, 408,
 * 429, 5xx); `auth` pauses the queue until the owner signs in again (401 after a refresh);
 * `refused` stops retrying the item and shows it as failed (any other 4xx, 409 included: the
 * same key with different content will not succeed on a replay).
 */
export type FailureClass = 'retry' | 'auth' | 'refused';

/** `status` 0: no answer at all. */
export function classifyFailure(status: number): FailureClass {
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  if (status === 401) return 'auth';
  if (status >= 400) return 'refused';
  // 1xx/3xx are not answers a write should get: try again rather than lose the item.
  return 'retry';
}

const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 5 * 60_000;

/**
 * Delay before the next automatic attempt after `attempts` failures: 2 s, 4 s, 8 s … capped at
 * 5 min; a server's Retry-After (seconds) wins when it asks for longer. `online`, app start and
 * "send now" do not wait for it.
 */
export function backoffDelay(attempts: number, retryAfterSeconds?: number): number {
  const exponential = Math.min(BASE_DELAY_MS * 2 ** Math.max(attempts - 1, 0), MAX_DELAY_MS);
  const asked = retryAfterSeconds && retryAfterSeconds > 0 ? retryAfterSeconds * 1000 : 0;
  return Math.max(exponential, Math.min(asked, MAX_DELAY_MS));
}
