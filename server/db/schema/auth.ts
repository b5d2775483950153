import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns';
import { users } from './users';

/**
 * One sign-in = one refresh-token family. Rotation never extends expires_at (absolute), and a
 * refresh token presented twice revokes the whole family (theft signal).
 */
export const auth_sessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: tstz().notNull(),
    last_used_at: tstz(),
    revoked_at: tstz(),
    revoked_reason: text(),
    user_agent: text(),
    ip: text(),
    ...timestamps,
  },
  (t) => [index().on(t.user_id)],
);

export const refresh_tokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    session_id: integer()
      .notNull()
      .references(() => auth_sessions.id, { onDelete: 'cascade' }),
    /** sha256 of the token: a leaked table must not yield usable tokens. */
    token_hash: text().notNull().unique(),
    expires_at: tstz().notNull(),
    used_at: tstz(),
    replaced_by_id: integer().references((): AnyPgColumn => refresh_tokens.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  // replaced_by_id: deleting a token sets its predecessor's to null, a lookup without the index.
  (t) => [index().on(t.session_id), index().on(t.replaced_by_id)],
);

/**
 * Every sign-in attempt and code request, keyed by the login as typed (normalised), so that the
 * 5-minute lock-out and the resend countdown work alike for logins that do not exist.
 */
export const login_attempts = pgTable(
  'login_attempts',
  {
    id: id(),
    login: text().notNull(),
    ip: text(),
    success: boolean().notNull(),
    /** password | sms | reset (sign-ins), sms_send | reset_send (code requests). */
    method: text().notNull().default('password'),
    /** Why it failed; `bad_credentials` and `pending` (being checked) count towards the lock-out. */
    reason: text(),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index().on(t.login, t.created_at), index().on(t.ip, t.created_at)],
);

export const sms_otp_codes = pgTable(
  'sms_otp_codes',
  {
    id: id(),
    phone: text().notNull(),
    user_id: integer().references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text().notNull(),
    expires_at: tstz().notNull(),
    attempts: integer().notNull().default(0),
    consumed_at: tstz(),
    ...timestamps,
  },
  (t) => [index().on(t.phone, t.created_at), index().on(t.user_id, t.created_at)],
);

/** SMS that would be sent; there is no SMS gateway, so tests and demos read codes from here. */
export const sms_outbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    phone: text().notNull(),
    text: text().notNull(),
    sent_at: tstz(),
    ...timestamps,
  },
  (t) => [index().on(t.phone, t.created_at)],
);

export const password_reset_codes = pgTable(
  'password_reset_codes',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text().notNull(),
    expires_at: tstz().notNull(),
    attempts: integer().notNull().default(0),
    consumed_at: tstz(),
    ...timestamps,
  },
  (t) => [index().on(t.user_id, t.created_at)],
);

/**
 * Replays of an offline-outbox write get the stored response instead of a second effect. A row
 * with a null response_status is a request still in flight.
 */
export const idempotency_keys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The call, e.g. 'PATCH /visits/{id}/'. */
    call: text().notNull(),
    key: text().notNull(),
    request_hash: text().notNull(),
    response_status: integer(),
    response_body: jsonb(),
    expires_at: tstz().notNull(),
    ...timestamps,
  },
  (t) => [unique().on(t.user_id, t.call, t.key), index().on(t.expires_at)],
);

/**
 * The per-address rate limit's counters (services/auth/rate-limit-store.ts), in the database so
 * every process counts against one limit. A row is a window: `count` calls of `key` (route and
 * client address) until `resets_at`; the next call after it starts a new window in the same row.
 */
export const rate_limit_counters = pgTable('rate_limit_counters', {
  id: id(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  resets_at: tstz().notNull(),
});
