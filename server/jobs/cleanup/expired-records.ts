import { and, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import {
  auth_sessions,
  idempotency_keys,
  jobs,
  login_attempts,
  password_reset_codes,
  rate_limit_counters,
  refresh_tokens,
  sms_otp_codes,
  sms_outbox,
} from '#server/db/schema/index';
import { daysAgo, type TableWithId } from './delete-in-batches';
import { RETENTION } from './retention';

interface Sweep {
  /** The key the cleanup reports the count under: the table's name. */
  name: string;
  table: TableWithId;
  where: () => SQL;
}

const codeEnded = (table: typeof sms_otp_codes | typeof password_reset_codes) => () => {
  const cutoff = daysAgo(RETENTION.codes);
  return or(lt(table.expires_at, cutoff), lt(table.consumed_at, cutoff)) ?? sql`false`;
};

/** Signed out or revoked (revoked_at) or run out (expires_at) long enough ago. */
const sessionEnded = () => {
  const cutoff = daysAgo(RETENTION.sessions);
  return (
    or(lt(auth_sessions.expires_at, cutoff), lt(auth_sessions.revoked_at, cutoff)) ?? sql`false`
  );
};

/**
 * The records that only age, in the order they are swept. An ended sign-in's refresh tokens go
 * before the sign-in itself: one sign-in holds a token per refresh (dozens a day), so leaving
 * them to the cascade would make one batch of sessions delete an unbounded number of tokens.
 */
export const SWEEPS: readonly Sweep[] = [
  {
    name: 'login_attempts',
    table: login_attempts,
    where: () => lt(login_attempts.created_at, daysAgo(RETENTION.login_attempts)),
  },
  { name: 'sms_otp_codes', table: sms_otp_codes, where: codeEnded(sms_otp_codes) },
  {
    name: 'password_reset_codes',
    table: password_reset_codes,
    where: codeEnded(password_reset_codes),
  },
  {
    name: 'sms_outbox',
    table: sms_outbox,
    where: () => lt(sms_outbox.created_at, daysAgo(RETENTION.sms_outbox)),
  },
  {
    name: 'refresh_tokens',
    table: refresh_tokens,
    where: () =>
      inArray(
        refresh_tokens.session_id,
        sql`(select ${auth_sessions.id} from ${auth_sessions} where ${sessionEnded()})`,
      ),
  },
  { name: 'auth_sessions', table: auth_sessions, where: sessionEnded },
  {
    name: 'idempotency_keys',
    table: idempotency_keys,
    // expires_at is set IDEMPOTENCY_TTL_DAYS after the first request; an expired key is dead.
    where: () => lt(idempotency_keys.expires_at, sql`now()`),
  },
  {
    name: 'rate_limit_counters',
    table: rate_limit_counters,
    where: () => lt(rate_limit_counters.resets_at, daysAgo(RETENTION.rate_limit_counters)),
  },
  {
    name: 'jobs',
    table: jobs,
    where: () =>
      and(
        inArray(jobs.status, ['done', 'failed']),
        lt(jobs.finished_at, daysAgo(RETENTION.finished_jobs)),
      ) ?? sql`false`,
  },
];
