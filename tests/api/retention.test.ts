import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth_sessions,
  file_links,
  files,
  idempotency_keys,
  jobs,
  login_attempts,
  password_reset_codes,
  rate_limit_counters,
  refresh_tokens,
  sms_otp_codes,
  sms_outbox,
  users,
} from '#server/db/schema/index';
import { previewKey } from '#server/files/previews';
import { CLEANUP_KIND, cleanupJob } from '#server/jobs/cleanup/cleanup-job';
import { BATCH_SIZE, deleteInBatches } from '#server/jobs/cleanup/delete-in-batches';
import { FILE_REFERENCES } from '#server/jobs/cleanup/unattached-files';
import { createWorker } from '#server/jobs/worker';
import { secondConnection } from './support/second-connection';
import { createTestApp, type TestApp } from './support/test-app';

let test: TestApp;
const logLines: string[] = [];
const db = () => test.database.db;
/** A moment relative to the database's clock, e.g. ago('31 days'). */
const ago = (interval: string): SQL => sql`now() - ${interval}::interval`;
const later = (interval: string): SQL => sql`now() + ${interval}::interval`;

let userId: number;
/** Ids per table: `gone` must be deleted by one cleanup run, `kept` must stay. */
const rows: Record<string, { gone: number[]; kept: number[] }> = {};
const note = (table: string, gone: number[], kept: number[]) => {
  rows[table] = { gone, kept };
};
const ids = (inserted: { id: number }[]) => inserted.map((row) => row.id);

async function seedAttemptsAndCodes() {
  const attempt = { login: 'retention-test', success: false };
  const [old, recent] = ids(
    await db()
      .insert(login_attempts)
      .values([
        { ...attempt, created_at: ago('31 days') },
        { ...attempt, created_at: ago('29 days') },
      ])
      .returning(),
  );
  note('login_attempts', [old], [recent]);

  const code = { phone: '+70000000000', user_id: userId, code_hash: 'x' };
  const sms = ids(
    await db()
      .insert(sms_otp_codes)
      .values([
        { ...code, expires_at: ago('25 hours') },
        { ...code, expires_at: later('1 hour'), consumed_at: ago('25 hours') },
        { ...code, expires_at: ago('23 hours') },
        { ...code, expires_at: later('1 hour'), consumed_at: ago('23 hours') },
        { ...code, expires_at: later('5 minutes') },
      ])
      .returning(),
  );
  note('sms_otp_codes', sms.slice(0, 2), sms.slice(2));

  const reset = { user_id: userId, code_hash: 'x' };
  const resets = ids(
    await db()
      .insert(password_reset_codes)
      .values([
        { ...reset, expires_at: ago('25 hours') },
        { ...reset, expires_at: ago('23 hours') },
      ])
      .returning(),
  );
  note('password_reset_codes', [resets[0]], [resets[1]]);

  const texts = ids(
    await db()
      .insert(sms_outbox)
      .values([
        { phone: '+70000000000', text: 'code 1', created_at: ago('25 hours') },
        { phone: '+70000000000', text: 'code 2', created_at: ago('23 hours') },
      ])
      .returning(),
  );
  note('sms_outbox', [texts[0]], [texts[1]]);
}

/** A sign-in with a chain of rotated refresh tokens, as refreshing leaves them. */
async function session(values: { expires_at?: SQL; revoked_at?: SQL }) {
  const [row] = await db()
    .insert(auth_sessions)
    .values({ user_id: userId, expires_at: later('1 day'), ...values })
    .returning();
  const tokens: number[] = [];
  for (let index = 0; index < 3; index++) {
    const [token] = await db()
      .insert(refresh_tokens)
      .values({ session_id: row.id, token_hash: `${row.id}-${index}`, expires_at: row.expires_at })
      .returning();
    if (tokens.length > 0) {
      await db()
        .update(refresh_tokens)
        .set({ used_at: sql`now()`, replaced_by_id: token.id })
        .where(eq(refresh_tokens.id, tokens[tokens.length - 1]));
    }
    tokens.push(token.id);
  }
  return { id: row.id, tokens };
}

async function seedSessionsKeysJobs() {
  const expired = await session({ expires_at: ago('31 days') });
  const revoked = await session({ revoked_at: ago('31 days') });
  const recentlyRevoked = await session({ revoked_at: ago('29 days') });
  const live = await session({});
  note('auth_sessions', [expired.id, revoked.id], [recentlyRevoked.id, live.id]);
  note(
    'refresh_tokens',
    [...expired.tokens, ...revoked.tokens],
    [...recentlyRevoked.tokens, ...live.tokens],
  );

  const key = { user_id: userId, call: 'POST /test/', request_hash: 'x' };
  const keys = ids(
    await db()
      .insert(idempotency_keys)
      .values([
        { ...key, key: crypto.randomUUID(), expires_at: ago('1 minute') },
        { ...key, key: crypto.randomUUID(), expires_at: later('1 minute') },
      ])
      .returning(),
  );
  note('idempotency_keys', [keys[0]], [keys[1]]);

  const counters = ids(
    await db()
      .insert(rate_limit_counters)
      .values([
        { key: 'POST /test/ 198.51.100.1', count: 20, resets_at: ago('1 second') },
        { key: 'POST /test/ 198.51.100.2', count: 3, resets_at: later('30 seconds') },
      ])
      .returning(),
  );
  note('rate_limit_counters', [counters[0]], [counters[1]]);

  const job = { kind: 'test-finished', finished_at: ago('31 days') };
  const finished = ids(
    await db()
      .insert(jobs)
      .values([
        { ...job, status: 'done' },
        { ...job, status: 'failed' },
        { ...job, status: 'done', finished_at: ago('29 days') },
      ])
      .returning(),
  );
  note('jobs', finished.slice(0, 2), [finished[2]]);
}

/** Every key this file stored, removed again at the end: the files folder is shared. */
const storedKeys: string[] = [];

/** A stored file, `age` old, with its bytes (and a preview) in the store. */
async function storedFile(age: string) {
  const { storage } = test.app;
  const blob = await storage.put(Readable.from([Buffer.from(`bytes of a ${age} old file`)]));
  storedKeys.push(blob.key);
  const [row] = await db()
    .insert(files)
    .values({
      storage_key: blob.key,
      original_name: 'shelf.jpg',
      mime: 'image/jpeg',
      size: blob.size,
      sha256: blob.sha256,
      user_id: userId,
      created_at: ago(age),
    })
    .returning();
  storedKeys.push(previewKey(row, 'small'));
  await storage.putAt(previewKey(row, 'small'), Readable.from([Buffer.from('preview')]));
  return row;
}

const onDisk = (key: string) => existsSync(join(test.app.config.dataDir, 'files', key));

let orphan: typeof files.$inferSelect;
let fresh: typeof files.$inferSelect;

async function seedFiles() {
  // Every test file's database starts from the same template, so file ids repeat across them
  // while they share one files folder; previews are kept by file id, so this file's ids keep
  // clear of the others' (tests/api/photo-previews.test.ts counts a preview folder's files).
  const firstId = 1_000_000_000 + Math.floor(Math.random() * 1_000_000_000);
  await db().execute(
    sql`alter table ${files} alter column id restart with ${sql.raw(String(firstId))}`,
  );
  orphan = await storedFile('2 days');
  fresh = await storedFile('12 hours');
  const linked = await storedFile('2 days');
  await db().insert(file_links).values({
    generic_type: 'SUPPORT_REQUEST',
    generic_id: 1,
    file_id: linked.id,
  });
  const avatar = await storedFile('2 days');
  await db().update(users).set({ avatar_file_id: avatar.id }).where(eq(users.id, userId));
  note('files', [orphan.id], [fresh.id, linked.id, avatar.id]);
}

const TABLES = {
  login_attempts,
  sms_otp_codes,
  password_reset_codes,
  sms_outbox,
  auth_sessions,
  refresh_tokens,
  idempotency_keys,
  rate_limit_counters,
  jobs,
  files,
};

async function present(table: keyof typeof TABLES, wanted: number[]): Promise<number[]> {
  const target = TABLES[table];
  const found = await db().select({ id: target.id }).from(target).where(inArray(target.id, wanted));
  return ids(found).sort((a, b) => a - b);
}

beforeAll(async () => {
  test = await createTestApp({}, { logLines });
  const [admin] = await db().select().from(users).where(eq(users.login, 'administrator'));
  userId = admin.id;
  await seedAttemptsAndCodes();
  await seedSessionsKeysJobs();
  await seedFiles();
});
afterAll(async () => {
  if (!test) return;
  const { storage } = test.app;
  await Promise.all(storedKeys.map((key) => storage.remove(key)));
  await test.close();
});

describe('retention cleanup', () => {
  it('removes exactly what outlived its retention, through the job queue', async () => {
    await test.app.jobs.ensureRecurring();
    const outcomes = await test.app.jobs.runDue();
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({ kind: CLEANUP_KIND, status: 'done' });

    for (const [table, { gone, kept }] of Object.entries(rows)) {
      const name = table as keyof typeof TABLES;
      expect(await present(name, gone), `${table}: removed`).toEqual([]);
      expect(await present(name, kept), `${table}: kept`).toEqual([...kept].sort((a, b) => a - b));
    }
    const counts = {
      ...Object.fromEntries(Object.entries(rows).map(([table, { gone }]) => [table, gone.length])),
      // No export here is old enough to let go of its file (tests/api/exports.test.ts has one).
      export_files: 0,
    };
    expect(outcomes[0].result).toEqual({ removed: counts });
    const logged = logLines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'retention cleanup');
    expect(logged?.removed).toEqual(counts);
  });

  it('removes an unattached file’s bytes and previews, and keeps those of a recent one', () => {
    expect(onDisk(orphan.storage_key)).toBe(false);
    expect(onDisk(previewKey(orphan, 'small'))).toBe(false);
    expect(onDisk(fresh.storage_key)).toBe(true);
    expect(onDisk(previewKey(fresh, 'small'))).toBe(true);
  });

  it('queues its next run an interval later, once', async () => {
    const queued = await db()
      .select({ minutes: sql<number>`extract(epoch from ${jobs.run_at} - now())::float8 / 60` })
      .from(jobs)
      .where(and(eq(jobs.kind, CLEANUP_KIND), eq(jobs.status, 'queued')));
    expect(queued).toHaveLength(1);
    expect(Number(queued[0].minutes)).toBeGreaterThan(59);
    expect(Number(queued[0].minutes)).toBeLessThanOrEqual(60);
    await test.app.jobs.ensureRecurring();
    expect(await test.app.jobs.runDue()).toEqual([]);
  });

  it('runs once when two workers find it due at the same time', async () => {
    await db()
      .update(jobs)
      .set({ run_at: sql`now()` })
      .where(and(eq(jobs.kind, CLEANUP_KIND), eq(jobs.status, 'queued')));
    const second = await secondConnection(test);
    try {
      const other = createWorker({
        db: second.db,
        log: test.app.log,
        handlers: [cleanupJob({ storage: test.app.storage, intervalMinutes: 60 })],
      });
      const outcomes = await Promise.all([test.app.jobs.runDue(), other.runDue()]);
      expect(outcomes.flat().map((outcome) => outcome.status)).toEqual(['done']);
      const statuses = await db()
        .select({ status: jobs.status })
        .from(jobs)
        .where(eq(jobs.kind, CLEANUP_KIND));
      expect(statuses.map((row) => row.status).sort()).toEqual(['done', 'done', 'queued']);
    } finally {
      await second.close();
    }
  });

  it('deletes a backlog in bounded batches', async () => {
    await db().execute(sql`
      insert into ${login_attempts} (login, success, created_at)
      select 'backlog', false, now() - interval '40 days' from generate_series(1, 2500)`);
    const progress: number[] = [];
    const deleted = await deleteInBatches(
      db(),
      login_attempts,
      eq(login_attempts.login, 'backlog'),
      async (count) => {
        progress.push(count);
      },
    );
    expect(deleted).toBe(2500);
    expect(progress).toEqual([BATCH_SIZE, 2 * BATCH_SIZE, 2500]);
  });

  it('knows every column that attaches a file', async () => {
    const result = await db().execute(sql`
      select c.conrelid::regclass::text || '.' || a.attname as reference
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'files'::regclass`);
    const references = (result as unknown as { rows: { reference: string }[] }).rows
      .map((row) => row.reference)
      .sort();
    const known = FILE_REFERENCES.map((column) => `${getTableName(column.table)}.${column.name}`);
    expect(references).toEqual(known.sort());
  });
});
