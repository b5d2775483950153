import { IDEMPOTENCY_TTL_DAYS } from '#server/http/idempotency';
import { EXPORT_FILE_DAYS } from '#src/contracts/exports';

/**
 * How long the cleanup job keeps each kind of record, in days from the moment named; the
 * "Retention" section of docs/operations.md is this table. Every period outlasts the record's
 * last use: the lock-out and the resend countdown read minutes of attempts, a code is dead once
 * expired or used, an ended sign-in's tokens are refused anyway.
 */
export const RETENTION = {
  /** From the attempt (sign-ins and code requests): kept for investigating abuse. */
  login_attempts: 30,
  /** SMS sign-in and password reset codes, from their expiry or use. */
  codes: 1,
  /** SMS texts (they carry the codes), from when they were queued. */
  sms_outbox: 1,
  /** Sign-ins (refresh-token families with their tokens), from when they ended. */
  sessions: 30,
  /** From the first request: longer than an offline outbox item waits within one sign-in. */
  idempotency_keys: IDEMPOTENCY_TTL_DAYS,
  /** Per-address rate-limit counters, from the end of their window: an ended one counts nothing. */
  rate_limit_counters: 0,
  /** Files linked to nothing, from their upload; with their previews and stored bytes. */
  unattached_files: 1,
  /** An export's file, from when it was written; the export stays in the journal without it. */
  export_files: EXPORT_FILE_DAYS,
  /** Finished or failed jobs, from when they ended. */
  finished_jobs: 30,
} as const;
