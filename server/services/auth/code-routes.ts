import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '#server/http/errors';
import { registerCall } from '#server/http/register-call';
import { AUTH_ERRORS, authCalls } from '#src/contracts/auth';
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
  const limited = { rateLimit: perAddressLimit(app) };
  // A code sign-in refuses an inactive user with 401 (sign-in.ts).
  const signingIn = { ...limited, openapi: { errors: [401] as const } };
  const secret = app.config.jwtSecret;

  /** The user behind a login and whether the code is theirs (spends one try when it is not). */
  const checkCode = (purpose: 'sms' | 'reset', login: string, code: string) => async () => {
    const user = await findSignInUser(app.db, login);
    const valid = user ? await consumeCode(app.db, secret, purpose, user.id, code) : false;
    return { userId: user?.id, valid, active: user?.status === 'active' };
  };

  registerCall(
    app,
    authCalls.sendOtp,
    async (request) => sendCode(request, 'sms', request.body.login),
    { config: limited },
  );

  registerCall(
    app,
    authCalls.signInByOtp,
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
    { config: signingIn },
  );

  registerCall(
    app,
    authCalls.sendResetCode,
    async (request) => sendCode(request, 'reset', request.body.login),
    { config: limited },
  );

  registerCall(
    app,
    authCalls.setPasswordByCode,
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
    { config: signingIn },
  );
};
