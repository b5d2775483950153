/**
 * Plain values of the auth contract, without schemas: the login page imports these, and any
 * value import of contracts/auth.ts would bring zod into the startup bundle with it. The contract
 * files re-export them, so the server keeps importing from there.
 */

/** Spec section 5. */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * Error details the auth service answers with (English on the wire, as the spec's back end does);
 * the portal maps them to the spec's Russian texts.
 */
export const AUTH_ERRORS = {
  unauthorized: 'Unauthorized',
  tooManyTries: 'Too many tries. Repeat in 5 min',
  wrongCode: 'Wrong code',
  resendTooSoon: 'Resend too soon',
  invalidApiKey: 'Invalid API key',
  captchaRequired: 'Captcha required',
} as const;

/** POST {auth}/api/v1/auth/logout/ with the access token: revokes the session family; 204. */
export const LOGOUT_PATH = '/api/v1/auth/logout/';

/** `+7XXXXXXXXXX` from the ways Russian numbers are written (8…, 7…, +7 (…) …-…-…), or null. */
export function normalizePhone(value: string): string | null {
  const match = /^(?:\+7|8|7)(\d{10})$/.exec(value.replace(/[\s()-]/g, ''));
  return match ? `+7${match[1]}` : null;
}
