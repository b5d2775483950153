import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '#server/access/require-user';
import { bearerToken } from '#server/access/tokens';
import { registerCall } from '#server/http/register-call';
import { authCalls } from '#src/contracts/auth';
import { getAuthReplyUser } from './auth-user';
import { captchaVerifierFor } from './captcha';
import { findSignInUser } from './find-user';
import { loginGuard } from './login-guard';
import { verifyPassword } from './passwords';
import { perAddressLimit } from './rate-limit';
import { revokeSession } from './revoke-sessions';
import { rotateRefreshToken } from './sessions';
import { guardSignIn, openSession, unauthorized } from './sign-in';

/**
 * The headers the login guard checks (before validation, so its own refusals come first). Loose:
 * the validated headers replace the request's, which must keep the others.
 */
const loginHeadersSchema = z.looseObject({
  'x-api-key': z.string().meta({ description: "The portal's API key (runtime config apiKey)" }),
  'x-captcha-token': z.string().meta({ description: 'The captcha answer of the sign-in form' }),
});

export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkHeaders = loginGuard(captchaVerifierFor(app.config));

  registerCall(
    app,
    authCalls.signIn,
    async (request) => {
      const { login, password } = request.body;
      const userId = await guardSignIn(request, login, 'password', async () => {
        const user = await findSignInUser(app.db, login);
        // Verified even for an unknown login (against a dummy hash): the same time either way.
        const valid = await verifyPassword(user?.password_hash, password);
        return { userId: user?.id, valid, active: user?.status === 'active' };
      });
      return openSession(app, request, userId);
    },
    {
      config: { rateLimit: perAddressLimit(app), openapi: { errors: [401] } },
      headers: loginHeadersSchema,
      preValidation: checkHeaders,
    },
  );

  registerCall(
    app,
    authCalls.accessAuthTypes,
    // The same answer for every login: a per-user answer would tell which logins exist.
    async () => ({ types: ['password' as const, 'sms' as const] }),
    { config: { rateLimit: perAddressLimit(app) } },
  );

  registerCall(
    app,
    authCalls.refresh,
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      const outcome = token
        ? await rotateRefreshToken(app.db, app.config, token)
        : { ok: false as const, reason: 'no bearer token', userId: undefined };
      if (!outcome.ok) {
        const level = outcome.reason.startsWith('refresh token reuse') ? 'warn' : 'info';
        request.log[level]({ reason: outcome.reason, userId: outcome.userId }, 'refresh refused');
        throw unauthorized();
      }
      const user = await getAuthReplyUser(app.db, outcome.userId);
      if (!user) throw unauthorized();
      return { tokens: outcome.tokens, user };
    },
    // The refresh token is checked by the handler, not by the access-token sign-in check.
    { config: { openapi: { bearer: true } } },
  );

  registerCall(app, authCalls.logout, async (request, reply) => {
    const caller = callerOf(request);
    if (caller.sessionId !== undefined) await revokeSession(app.db, caller.sessionId, 'logout');
    request.log.info({ userId: caller.id }, 'signed out');
    return reply.code(204).send(null);
  });
};
