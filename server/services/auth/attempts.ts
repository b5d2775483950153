import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '#server/db/client';
import { login_attempts } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { AUTH_ERRORS } from '#src/contracts/auth';

const LOCKOUT_FAILURES = 5;
const LOCKOUT_MINUTES = 5;

/** Sign-ins (password, SMS code, reset code) and code requests. */
export type AttemptMethod = 'password' | 'sms' | 'reset' | 'sms_send' | 'reset_send';
/**
 * Only `bad_credentials` counts towards the lock-out, and `pending` (a sign-in whose secret is
 * being checked) until it is settled; refusals while locked do not prolong it.
 */
type AttemptReason = 'bad_credentials' | 'pending' | 'locked' | 'not_active' | 'too_soon';

export interface Attempt {
  login: string;
  ip: string;
  method: AttemptMethod;
  success: boolean;
  reason?: AttemptReason;
  userId?: number;
}

const attemptRow = (attempt: Attempt) => ({
  login: attempt.login,
  ip: attempt.ip,
  method: attempt.method,
  success: attempt.success,
  reason: attempt.reason ?? null,
  user_id: attempt.userId ?? null,
});

export async function recordAttempt(db: Database, attempt: Attempt): Promise<void> {
  await db.insert(login_attempts).values(attemptRow(attempt));
}

/** The first key of the lock-out's advisory locks (the second is the login's hash). */
const LOCKOUT_LOCK_SPACE = 5;

/**
 * Starts a sign-in: answers the lock that refuses it (recorded as `locked`), or records it as
 * `pending` — counted as a failure until settleAttempt — and answers its id. The count and the
 * record happen under a transaction lock on the login, so attempts at once, in any process,
 * reserve their checks one after another: never more than the limit is checked against the
 * secret. The lock is held for these two statements, not while the secret is checked.
 */
export async function beginAttempt(
  db: Database,
  attempt: Attempt,
): Promise<{ id: number; lock: LockOut }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LOCKOUT_LOCK_SPACE}, hashtext(${attempt.login}))`,
    );
    const lock = await lockOutOf(tx, attempt.login, attempt.ip);
    const [row] = await tx
      .insert(login_attempts)
      .values(attemptRow({ ...attempt, reason: lock ? 'locked' : 'pending' }))
      .returning({ id: login_attempts.id });
    return { id: row.id, lock };
  });
}

/** Records how a pending sign-in ended. */
export async function settleAttempt(
  db: Database,
  id: number,
  outcome: Pick<Attempt, 'success' | 'reason' | 'userId'>,
): Promise<void> {
  await db
    .update(login_attempts)
    .set({
      success: outcome.success,
      reason: outcome.reason ?? null,
      user_id: outcome.userId ?? null,
    })
    .where(eq(login_attempts.id, id));
}

const SIGN_IN_METHODS: AttemptMethod[] = ['password', 'sms', 'reset'];

/**
 * Failed sign-ins of one login across all addresses that lock it for everyone: high enough that
 * nobody can lock out the administrator from a single address, low enough that guessing spread
 * over many addresses still stops.
 */
export const LOCKOUT_FAILURES_ACROSS_ADDRESSES = 25;

/** Which lock holds: this address's for the login, or the login's across all addresses. */
export type LockOut = 'address' | 'login' | null;

/**
 * Five failed sign-ins of a login from one client address within five minutes lock that login
 * for that address for the rest of those minutes (counted since the login's last success from
 * there); 25 from anywhere lock it everywhere (since its last success anywhere). Applies to
 * unknown logins alike, so the lock reveals nothing; a sign-in still being checked counts as
 * failed. One query over the login's recent attempts.
 */
export async function lockOutOf(db: Database, login: string, ip: string): Promise<LockOut> {
  const [counts] = await rowsOf<{ from_address: number; from_anywhere: number }>(
    db,
    sql`
    with recent as (
      select ${login_attempts.ip} as ip, ${login_attempts.success} as success,
             ${login_attempts.reason} as reason, ${login_attempts.created_at} as created_at
      from ${login_attempts}
      where ${login_attempts.login} = ${login}
        and ${inArray(login_attempts.method, SIGN_IN_METHODS)}
        and ${login_attempts.created_at} > now() - make_interval(mins => ${LOCKOUT_MINUTES})
    ), last_success as (
      select max(created_at) filter (where success) as anywhere,
             max(created_at) filter (where success and ip = ${ip}) as from_address
      from recent
    )
    select
      (count(*) filter (where reason in ('bad_credentials', 'pending') and ip = ${ip}
        and created_at > coalesce(last_success.from_address, '-infinity')))::int as from_address,
      (count(*) filter (where reason in ('bad_credentials', 'pending')
        and created_at > coalesce(last_success.anywhere, '-infinity')))::int as from_anywhere
    from recent, last_success
  `,
  );
  if (!counts) return null;
  if (Number(counts.from_address) >= LOCKOUT_FAILURES) return 'address';
  if (Number(counts.from_anywhere) >= LOCKOUT_FAILURES_ACROSS_ADDRESSES) return 'login';
  return null;
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
