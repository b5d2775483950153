import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '#server/http/errors';
import {
  AUTH_ERRORS,
  authReplySchema,
  otpLoginRequestSchema,
  sendCodeRequestSchema,
  sendCodeResponseSchema,
  setPasswordByCodeRequestSchema,
} from '#src/contracts/auth';
import { consumeCode } from './code-store';
import { findSignInUser } from './find-user';
import { hashPassword } from './passwords';
import { perAddressLimit } from './rate-limit';
import { revokeUserSessions } from './revoke-sessions';
import { sendCode } from './send-code';
import { guardSignIn, openSession } from './sign-in';
import { setUserPassword } from './users/set-user-password';

const wrongCode = () => new ApiError(400, AUTH_ERRORS.wrongCode);

/** SMS sign-in and password reset by code. Answers never tell whether a login exists. */
export const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = { permission: 'public' as const, rateLimit: perAddressLimit(app) };
  // A code sign-in refuses an inactive user with 401 (sign-in.ts).
  const signingIn = { ...limited, openapi: { errors: [401] as const } };
  const secret = app.config.jwtSecret;

  /** The user behind a login and whether the code is theirs (spends one try when it is not). */
  const checkCode = (purpose: 'sms' | 'reset', login: string, code: string) => async () => {
    const user = await findSignInUser(app.db, login);
    const valid = user ? await consumeCode(app.db, secret, purpose, user.id, code) : false;
    return { userId: user?.id, valid, active: user?.status === 'active' };
  };

  app.post(
    '/api/v1/sms_auth/send_otp/',
    {
      config: limited,
      schema: {
        summary: 'Text a sign-in code to the phone of a login',
        body: sendCodeRequestSchema,
        response: { 200: sendCodeResponseSchema },
      },
    },
    async (request) => sendCode(request, 'sms', request.body.login),
  );

  app.post(
    '/api/v1/sms_auth/login_by_otp_code/',
    {
      config: signingIn,
      schema: {
        summary: 'Sign in with a code from an SMS',
        body: otpLoginRequestSchema,
        response: { 200: authReplySchema },
      },
    },
    async (request) => {
      const { login, code } = request.body;
      const userId = await guardSignIn(
        request,
        login,
        'sms',
        checkCode('sms', login, code),
        wrongCode,
      );
      return openSession(app, request, userId);
    },
  );

  app.post(
    '/api/v1/users/reset_password_code/',
    {
      config: limited,
      schema: {
        summary: 'Text a password-reset code to the phone of a login',
        body: sendCodeRequestSchema,
        response: { 200: sendCodeResponseSchema },
      },
    },
    async (request) => sendCode(request, 'reset', request.body.login),
  );

  app.post(
    '/api/v1/users/set_password_by_code/',
    {
      config: signingIn,
      schema: {
        summary: 'Set a new password with a reset code; ends every session of the user',
        body: setPasswordByCodeRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { login, code, password } = request.body;
      const userId = await guardSignIn(
        request,
        login,
        'reset',
        checkCode('reset', login, code),
        wrongCode,
      );
      await setUserPassword(app.db, userId, await hashPassword(password));
      await revokeUserSessions(app.db, userId, 'password reset');
      return reply.code(204).send(null);
    },
  );
};
