/**
 * Plain values of the auth contract, without schemas: the login page imports these, and any
 * value import of contracts/auth.ts would bring zod into the startup bundle with it. The contract
 * files re-export them, so the server keeps importing from there.
 */
import type { AuthResponse, LoginRequest, SendCodeResponse } from './auth';
import { defineCallAddress } from './calls';

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

/**
 * The sign-in calls, without their schemas (contracts/auth.ts adds them for the server): the
 * login page makes them before any form has loaded the schema library.
 */
export const authAddresses = {
  signIn: defineCallAddress<LoginRequest, AuthResponse>()({
    service: 'auth',
    route: 'POST /api/v1/auth/login/',
    permission: 'public',
    summary: 'Sign in with login (or phone) and password; needs X-Api-Key and X-Captcha-Token',
  }),
  accessAuthTypes: defineCallAddress<{ login: string }, { types: ('password' | 'sms')[] }>()({
    service: 'auth',
    route: 'POST /api/v1/auth/access_auth_types/',
    permission: 'public',
    summary: 'Sign-in methods offered to a login',
  }),
  /** The refresh token is checked by the handler, not by the access-token sign-in check. */
  refresh: defineCallAddress<undefined, AuthResponse>()({
    service: 'auth',
    route: 'POST /api/v1/auth/refresh/',
    permission: 'public',
    summary: 'Rotate the refresh token (sent as bearer) and get a new token pair',
  }),
  /** With the access token: revokes the session family. */
  logout: defineCallAddress<undefined, null>()({
    service: 'auth',
    route: 'POST /api/v1/auth/logout/',
    permission: 'authenticated',
    summary: 'Sign out: revoke the session of the access token',
    status: 204,
  }),
  sendOtp: defineCallAddress<{ login: string }, SendCodeResponse>()({
    service: 'auth',
    route: 'POST /api/v1/sms_auth/send_otp/',
    permission: 'public',
    summary: 'Text a sign-in code to the phone of a login',
  }),
  signInByOtp: defineCallAddress<{ login: string; code: string }, AuthResponse>()({
    service: 'auth',
    route: 'POST /api/v1/sms_auth/login_by_otp_code/',
    permission: 'public',
    summary: 'Sign in with a code from an SMS',
  }),
  sendResetCode: defineCallAddress<{ login: string }, SendCodeResponse>()({
    service: 'auth',
    route: 'POST /api/v1/users/reset_password_code/',
    permission: 'public',
    summary: 'Text a password-reset code to the phone of a login',
  }),
  setPasswordByCode: defineCallAddress<{ login: string; code: string; password: string }, null>()({
    service: 'auth',
    route: 'POST /api/v1/users/set_password_by_code/',
    permission: 'public',
    summary: 'Set a new password with a reset code; ends every session of the user',
    status: 204,
  }),
};

/** `+7XXXXXXXXXX` from the ways Russian numbers are written (8…, 7…, +7 (…) …-…-…), or null. */
export function normalizePhone(value: string): string | null {
  const match = /^(?:\+7|8|7)(\d{10})$/.exec(value.replace(/[\s()-]/g, ''));
  return match ? `+7${match[1]}` : null;
}
