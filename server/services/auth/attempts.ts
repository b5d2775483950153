import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { AUTH_ERRORS } from '../../../src/contracts/auth';
import type { Database } from '../../db/client';
import { login_attempts } from '../../db/schema/index';
import { ApiError } from '../../http/errors';

export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_MINUTES = 5;

/** Sign-ins (password, SMS code, reset code) and code requests. */
export type AttemptMethod = 'password' | 'sms' | 'reset' | 'sms_send' | 'reset_send';
/** Only `bad_credentials` counts towards the lock-out; refusals while locked do not prolong it. */
export type AttemptReason = 'bad_credentials' | 'locked' | 'not_active' | 'too_soon';

export interface Attempt {
  login: string;
  ip: string;
  method: AttemptMethod;
  success: boolean;
  reason?: AttemptReason;
  userId?: number;
}

export async function recordAttempt(db: Database, attempt: Attempt): Promise<void> {
  await db.insert(login_attempts).values({
    login: attempt.login,
    ip: attempt.ip,
    method: attempt.method,
    success: attempt.success,
    reason: attempt.reason ?? null,
    user_id: attempt.userId ?? null,
  });
}

const SIGN_IN_METHODS: AttemptMethod[] = ['password', 'sms', 'reset'];

/**
 * Five failed sign-ins for a login within five minutes lock it for the rest of those minutes
 * (counted since its last success). Applies to unknown logins alike, so the lock reveals nothing.
 */
export async function isLockedOut(db: Database, login: string): Promise<boolean> {
  const since = sql`now() - make_interval(mins => ${LOCKOUT_MINUTES})`;
  const recent = and(
    eq(login_attempts.login, login),
    inArray(login_attempts.method, SIGN_IN_METHODS),
    gt(login_attempts.created_at, since),
  );
  const [lastSuccess] = await db
    .select({ at: login_attempts.created_at })
    .from(login_attempts)
    .where(and(recent, eq(login_attempts.success, true)))
    .orderBy(desc(login_attempts.created_at))
    .limit(1);
  const [{ failures }] = await db
    .select({ failures: count() })
    .from(login_attempts)
    .where(
      and(
        recent,
        eq(login_attempts.reason, 'bad_credentials'),
        lastSuccess ? gt(login_attempts.created_at, lastSuccess.at) : undefined,
      ),
    );
  return failures >= LOCKOUT_FAILURES;
}

export const tooManyTries = () => new ApiError(429, AUTH_ERRORS.tooManyTries);

/** Seconds until a new code may be requested for this login and method; 0 when it may. */
export async function resendWait(
  db: Database,
  login: string,
  method: 'sms_send' | 'reset_send',
  intervalSeconds: number,
): Promise<number> {
  const [last] = await db
    .select({
      wait: sql<number>`ceil(${intervalSeconds} - extract(epoch from now() - ${login_attempts.created_at}))::int`,
    })
    .from(login_attempts)
    .where(
      and(
        eq(login_attempts.login, login),
        eq(login_attempts.method, method),
        eq(login_attempts.success, true),
      ),
    )
    .orderBy(desc(login_attempts.created_at))
    .limit(1);
  return Math.max(0, Number(last?.wait ?? 0));
}
