import * as z from 'zod/mini';
import { AUTH_ERRORS, authAddresses, PASSWORD_MIN_LENGTH } from './auth-constants';
import { withSchemas } from './calls';
import { USER_STATUSES } from './enums';
import { textSchema } from './fields';

export { AUTH_ERRORS };

/** A login as typed at sign-in; its format is checked where users are created. */
const loginText = textSchema({ min: 1, max: 200 });
/** A password as typed (not trimmed); the upper bound only keeps hashing cheap. */
const passwordText = z.string().check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(1000));

/** POST {auth}/api/v1/auth/login/ — also needs the X-Api-Key and X-Captcha-Token headers. */
export const loginRequestSchema = z.strictObject({
  login: loginText,
  password: passwordText,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

const authTokenSchema = z.object({
  token: z.string().check(z.minLength(1)),
  /** ISO 8601 instant. */
  expires_at: z.string(),
});

/** The signed-in user as the auth reply carries it; more fields follow with the users work. */
const authUserSchema = z.looseObject({
  id: z.int(),
  last_name: z.string(),
  first_name: z.string(),
  patronymic_name: z.nullish(z.string()),
  roles: z.array(z.looseObject({ sys_name: z.string() })),
});

/** Reply of login, SMS login and refresh (spec section 3, "Auth response"). */
export const authResponseSchema = z.object({
  tokens: z.object({ access: authTokenSchema, refresh: authTokenSchema }),
  user: authUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * The user exactly as the auth service sends it: a closed shape, so the server's reply carries
 * these fields and nothing else (never a password hash). It satisfies `authUserSchema`.
 */
const authReplyUserSchema = z.object({
  id: z.int(),
  login: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  patronymic_name: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  status: z.enum(USER_STATUSES),
  roles: z.array(z.object({ sys_name: z.string(), name: z.string() })),
});
export type AuthReplyUser = z.infer<typeof authReplyUserSchema>;

/** The auth response as the server declares it (what `authResponseSchema` reads). */
const authReplySchema = z.object({
  tokens: z.object({ access: authTokenSchema, refresh: authTokenSchema }),
  user: authReplyUserSchema,
});

const loginOnly = z.strictObject({ login: loginText });
const otpCode = z.string().check(z.regex(/^\d{6}$/));

/** POST {auth}/api/v1/auth/access_auth_types/ — which sign-in methods a login may use. */
const accessAuthTypesRequestSchema = loginOnly;
const accessAuthTypesResponseSchema = z.object({
  types: z.array(z.enum(['password', 'sms'])),
});

/**
 * POST {auth}/api/v1/sms_auth/send_otp/ and /api/v1/users/reset_password_code/: the answer is
 * the same whether or not the login exists.
 */
const sendCodeRequestSchema = loginOnly;
const sendCodeResponseSchema = z.object({
  /** Seconds until a new code may be requested (the countdown). */
  resend_after: z.int(),
  /** Seconds the code stays valid. */
  expires_in: z.int(),
});
export type SendCodeResponse = z.infer<typeof sendCodeResponseSchema>;

/** POST {auth}/api/v1/sms_auth/login_by_otp_code/ — answers the auth response. */
export const otpLoginRequestSchema = z.strictObject({
  login: loginOnly.shape.login,
  code: otpCode,
});

/** POST {auth}/api/v1/users/set_password_by_code/ — answers 204. */
export const setPasswordByCodeRequestSchema = z.strictObject({
  login: loginOnly.shape.login,
  code: otpCode,
  password: passwordText,
});

/** PUT {auth}/api/v1/users/{id}/set_password/ — own password needs the old one; answers 204. */
export const setPasswordRequestSchema = z.strictObject({
  old_password: z.optional(z.string().check(z.maxLength(1000))),
  password: passwordText,
});

/**
 * POST {auth}/api/v1/auth/refresh/ with the refresh token as bearer and no body: answers the auth
 * response with a new pair. The presented refresh token is spent; presenting it again within
 * REFRESH_REUSE_GRACE_SECONDS of its rotation (two tabs at once) answers another fresh pair of
 * the same sign-in; later too while the pair it got has never been used (the answer was lost),
 * but once that pair was used it ends the whole sign-in (401 for every token of it).
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

/** The sign-in calls with their schemas, as the server registers them. */
export const authCalls = {
  signIn: withSchemas(authAddresses.signIn, {
    body: loginRequestSchema,
    reply: authReplySchema,
  }),
  accessAuthTypes: withSchemas(authAddresses.accessAuthTypes, {
    body: accessAuthTypesRequestSchema,
    reply: accessAuthTypesResponseSchema,
  }),
  refresh: withSchemas(authAddresses.refresh, { reply: authReplySchema }),
  logout: withSchemas(authAddresses.logout, { reply: z.null() }),
  sendOtp: withSchemas(authAddresses.sendOtp, {
    body: sendCodeRequestSchema,
    reply: sendCodeResponseSchema,
  }),
  signInByOtp: withSchemas(authAddresses.signInByOtp, {
    body: otpLoginRequestSchema,
    reply: authReplySchema,
  }),
  sendResetCode: withSchemas(authAddresses.sendResetCode, {
    body: sendCodeRequestSchema,
    reply: sendCodeResponseSchema,
  }),
  setPasswordByCode: withSchemas(authAddresses.setPasswordByCode, {
    body: setPasswordByCodeRequestSchema,
    reply: z.null(),
  }),
};
