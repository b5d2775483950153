import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '#server/http/errors';
import { AUTH_ERRORS } from '#src/contracts/auth';
import {
  type Attempt,
  type AttemptMethod,
  beginAttempt,
  lockOutOf,
  settleAttempt,
  tooManyTries,
} from './attempts';
import { getAuthReplyUser } from './auth-user';
import { loginKey } from './find-user';
import { startSession } from './sessions';

export const unauthorized = () => new ApiError(401, AUTH_ERRORS.unauthorized);

/** What a credentials check found: the user (when known) and whether the secret matched. */
export interface CredentialCheck {
  userId?: number;
  valid: boolean;
  active: boolean;
}

/**
 * The common frame of every sign-in (password, SMS code, reset code): the lock-out and the
 * attempt's record before the check (beginAttempt), its outcome after. Answers the id of the
 * signed-in user; throws the refusal otherwise.
 */
export async function guardSignIn(
  request: FastifyRequest,
  login: string,
  method: AttemptMethod,
  check: () => Promise<CredentialCheck>,
  refusal: () => ApiError = unauthorized,
): Promise<number> {
  const { db } = request.server;
  const attempt: Attempt = { login: loginKey(login), ip: request.ip, method, success: false };
  const { id, lock } = await beginAttempt(db, attempt);
  if (lock) {
    request.log.info(
      { login: attempt.login, ip: attempt.ip, method, lock },
      'sign-in refused: locked out',
    );
    throw tooManyTries();
  }
  // A check that throws leaves the attempt pending: counted as a failure, like a wrong secret.
  const result = await check();
  if (!result.valid || result.userId === undefined) {
    await settleAttempt(db, id, {
      success: false,
      reason: 'bad_credentials',
      userId: result.userId,
    });
    request.log.info({ login: attempt.login, method }, 'sign-in refused: bad credentials');
    // The attempt that reaches the limit already says so, for known and unknown logins alike.
    const locked = await lockOutOf(db, attempt.login, attempt.ip);
    if (!locked) throw refusal();
    // A lock starting is what an operator wants to see: guessing, or someone locking a user out.
    request.log.warn(
      { login: attempt.login, ip: attempt.ip, method, lock: locked, userId: result.userId },
      locked === 'login' ? 'login locked out across addresses' : 'login locked out for an address',
    );
    throw tooManyTries();
  }
  if (!result.active) {
    await settleAttempt(db, id, { success: false, reason: 'not_active', userId: result.userId });
    request.log.info({ login: attempt.login, method }, 'sign-in refused: user not active');
    throw unauthorized();
  }
  await settleAttempt(db, id, { success: true, userId: result.userId });
  request.log.info({ login: attempt.login, method, userId: result.userId }, 'credentials accepted');
  return result.userId;
}

/** Opens a session for a signed-in user and builds the auth response. */
export async function openSession(app: FastifyInstance, request: FastifyRequest, userId: number) {
  const tokens = await startSession(app.db, app.config, userId, {
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300),
  });
  const user = await getAuthReplyUser(app.db, userId);
  if (!user) throw unauthorized();
  request.log.info({ userId }, 'signed in');
  return { tokens, user };
}
