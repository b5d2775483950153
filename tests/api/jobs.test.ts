import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { jobs } from '#server/db/schema/index';
import type { JobHandler } from '#server/jobs/job-handler';
import { enqueue } from '#server/jobs/queue';
import { createWorker } from '#server/jobs/worker';
import { secondConnection } from './support/second-connection';
import { createTestApp, type TestApp } from './support/test-app';

let test: TestApp;
let db: Database;
const log = () => test.app.log;

beforeAll(async () => {
  test = await createTestApp();
  db = test.database.db;
});
afterAll(() => test?.close());

const jobRow = async (id: number) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0];

/** Seconds from the database's now to the job's run_at. */
async function secondsUntilRun(id: number): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`extract(epoch from ${jobs.run_at} - now())::float8` })
    .from(jobs)
    .where(eq(jobs.id, id));
  return Number(row.seconds);
}

const makeDue = (id: number) => db.update(jobs).set({ run_at: sql`now()` }).where(eq(jobs.id, id));

/** A promise and the function that settles it: holds a job in its handler. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('job queue', () => {
  it('queues a unique key once while it is queued or running, again once it is done', async () => {
    const first = await enqueue(db, { kind: 'test-unique', uniqueKey: 'test-unique' });
    expect(first).toBeTypeOf('number');
    expect(await enqueue(db, { kind: 'test-unique', uniqueKey: 'test-unique' })).toBeUndefined();
    const worker = createWorker({
      db,
      log: log(),
      handlers: [{ kind: 'test-unique', run: async () => ({ ok: true }) }],
    });
    expect(await worker.runDue()).toEqual([
      { id: first, kind: 'test-unique', status: 'done', result: { ok: true } },
    ]);
    const row = await jobRow(first as number);
    expect(row).toMatchObject({ status: 'done', attempts: 1, result: { ok: true } });
    expect(row.finished_at).toBeInstanceOf(Date);
    expect(await enqueue(db, { kind: 'test-unique', uniqueKey: 'test-unique' })).toBeTypeOf(
      'number',
    );
  });

  it('retries a failing job with growing back-off, then marks it failed with the error', async () => {
    let runs = 0;
    const handler: JobHandler = {
      kind: 'test-failing',
      maxAttempts: 3,
      run: async () => {
        runs++;
        throw new Error(`broken ${runs}`);
      },
    };
    const worker = createWorker({ db, log: log(), handlers: [handler] });
    const id = (await enqueue(db, { kind: 'test-failing', maxAttempts: 3 })) as number;

    expect((await worker.runDue()).map((outcome) => outcome.status)).toEqual(['queued']);
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 1, error: 'broken 1' });
    expect(await secondsUntilRun(id)).toBeGreaterThan(25);
    expect(await secondsUntilRun(id)).toBeLessThanOrEqual(30);
    // Not due yet: nothing runs.
    expect(await worker.runDue()).toEqual([]);

    await makeDue(id);
    await worker.runDue();
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 2, error: 'broken 2' });
    expect(await secondsUntilRun(id)).toBeGreaterThan(55);

    await makeDue(id);
    const [last] = await worker.runDue();
    expect(last).toMatchObject({ id, status: 'failed', error: 'broken 3' });
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, error: 'broken 3' });
    expect(row.finished_at).toBeInstanceOf(Date);
    expect(runs).toBe(3);
  });

  it('queues a job again when its worker stopped holding the lease, and fences the old worker', async () => {
    const id = (await enqueue(db, { kind: 'test-abandoned' })) as number;
    const held = gate();
    const started = gate();
    const slow = createWorker({
      db,
      log: log(),
      handlers: [
        {
          kind: 'test-abandoned',
          run: async () => {
            started.open();
            await held.opened;
            return { by: 'slow' };
          },
        },
      ],
    });
    const slowRound = slow.runDue();
    await started.opened;
    // The lease runs out while the job is held, as when a process hangs or dies.
    await db
      .update(jobs)
      .set({ locked_until: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    const other = createWorker({
      db,
      log: log(),
      handlers: [{ kind: 'test-abandoned', run: async () => ({ by: 'other' }) }],
    });
    expect(await other.runDue()).toEqual([
      { id, kind: 'test-abandoned', status: 'done', result: { by: 'other' } },
    ]);
    held.open();
    expect((await slowRound)[0]).toMatchObject({ id, status: 'lost' });
    expect(await jobRow(id)).toMatchObject({
      status: 'done',
      attempts: 2,
      result: { by: 'other' },
    });
  });

  it('extends the lease as a long job reports progress', async () => {
    const id = (await enqueue(db, { kind: 'test-progress' })) as number;
    const seen: { done: number | null; total: number | null; seconds: number }[] = [];
    const worker = createWorker({
      db,
      log: log(),
      handlers: [
        {
          kind: 'test-progress',
          run: async ({ progress }) => {
            await db
              .update(jobs)
              .set({ locked_until: sql`now() + interval '1 second'` })
              .where(eq(jobs.id, id));
            await progress(5, 10);
            const [row] = await db
              .select({
                done: jobs.progress_done,
                total: jobs.progress_total,
                seconds: sql<number>`extract(epoch from ${jobs.locked_until} - now())::float8`,
              })
              .from(jobs)
              .where(eq(jobs.id, id));
            seen.push({ ...row, seconds: Number(row.seconds) });
            return undefined;
          },
        },
      ],
    });
    await worker.runDue();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ done: 5, total: 10 });
    expect(seen[0].seconds).toBeGreaterThan(60);
  });

  it('never runs a singleton twice at once, however many workers claim it', async () => {
    const id = (await enqueue(db, {
      kind: 'test-singleton',
      uniqueKey: 'test-singleton',
    })) as number;
    // On PostgreSQL the second worker has a connection pool of its own, as another process would.
    const second = await secondConnection(test);
    let running = 0;
    let most = 0;
    const held = gate();
    const handler: JobHandler = {
      kind: 'test-singleton',
      everyMs: 60_000,
      run: async () => {
        running++;
        most = Math.max(most, running);
        await held.opened;
        running--;
        return undefined;
      },
    };
    try {
      const workers = [db, second.db].map((on) =>
        createWorker({ db: on, log: log(), handlers: [handler] }),
      );
      const rounds = workers.map((worker) => worker.runDue());
      await Promise.all(workers.map((worker) => worker.ensureRecurring()));
      // Both claims have been tried by the time one of the rounds has run nothing.
      const idle = await Promise.race(rounds);
      expect(idle).toEqual([]);
      held.open();
      const outcomes = (await Promise.all(rounds)).flat();
      expect(outcomes).toEqual([{ id, kind: 'test-singleton', status: 'done', result: undefined }]);
      expect(most).toBe(1);
      const rows = await db.select().from(jobs).where(eq(jobs.kind, 'test-singleton'));
      expect(rows.map((row) => row.status).sort()).toEqual(['done', 'queued']);
    } finally {
      await second.close();
    }
  });

  it('polls once started and stops cleanly, letting the job in hand finish', async () => {
    const held = gate();
    const started = gate();
    const worker = createWorker({
      db,
      log: log(),
      pollMs: 20,
      handlers: [
        {
          kind: 'test-polled',
          run: async () => {
            started.open();
            await held.opened;
            return { finished: true };
          },
        },
      ],
    });
    worker.start();
    const id = (await enqueue(db, { kind: 'test-polled' })) as number;
    await started.opened;
    const stopping = worker.stop();
    held.open();
    await stopping;
    expect(await jobRow(id)).toMatchObject({ status: 'done', result: { finished: true } });
  });
});
