import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Spec section 9 leaves the countdown open; a minute is the usual SMS resend interval. */
export const CODE_RESEND_SECONDS = 60;
export const CODE_TTL_SECONDS = 10 * 60;
/** Wrong entries a code survives; the next one kills it. */
export const CODE_MAX_ATTEMPTS = 5;

/** Six digits from the operating system's secure random source. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Codes are short-lived and have only a million values, so a slow hash buys little; a keyed
 * hash (the server secret as pepper) keeps a leaked table from being brute-forced offline.
 */
export function hashCode(secret: string, code: string): string {
  return createHmac('sha256', `sms-code:${secret}`).update(code).digest('hex');
}

export function codeMatches(secret: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(secret, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
