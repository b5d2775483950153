// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type OutboxDatabase, openOutboxDb } from './outbox-db';
import { fromPart } from './outbox-refs';
import { PART_TIMEOUT_MS, type ReplayAuth, replayOutbox } from './outbox-replay';
import { backoffDelay, classifyFailure, MAX_BACKOFF_MS } from './outbox-retry';
import { enqueue, listItems } from './outbox-store';
import type { OutboxItem } from './outbox-types';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

let db: OutboxDatabase;
let calls: Call[];
let answers: Array<(call: Call) => Response>;
let clock: number;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const fakeFetch: typeof fetch = async (input, init) => {
  const headers = init?.headers as Record<string, string>;
  const raw = init?.body;
  const body =
    raw instanceof FormData
      ? Object.fromEntries(
          [...raw.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : 'FILE']),
        )
      : typeof raw === 'string'
        ? JSON.parse(raw)
        : undefined;
  const call = { url: String(input), method: init?.method ?? 'GET', headers, body };
  calls.push(call);
  const answer = answers.shift();
  if (!answer) throw new TypeError('Failed to fetch');
  return answer(call);
};

const auth = (userId = 7, token = 'token-a'): ReplayAuth => ({
  userId,
  token: async () => token,
  renew: async () => null,
});

const replay = (
  options: {
    auth?: ReplayAuth;
    force?: boolean;
    fetch?: typeof fetch;
    lock?: <T>(task: () => Promise<T>) => Promise<T>;
  } = {},
) =>
  replayOutbox({
    db,
    auth: options.auth ?? auth(),
    baseUrl: (service) => `http://portal.test/svc/${service}`,
    fetch: options.fetch ?? fakeFetch,
    now: () => clock,
    force: options.force,
    lock: options.lock ?? ((task) => task()),
  });

const checkResult = (visitId: number, ownerUserId = 7) =>
  enqueue(
    {
      ownerUserId,
      summary: { kind: 'check-result', visitId, photos: 1 },
      parts: [
        {
          service: 'checker',
          method: 'POST',
          path: '/api/v1/check_list_result/create/',
          json: { visit_id: visitId, result: true },
        },
        {
          service: 'files',
          method: 'POST',
          path: '/api/v1/files/upload/list/',
          multipart: {
            fields: { generic_id: fromPart(0, 'check_list_result.id') },
            file: { field: 'file', blob: new Blob(['jpeg']), name: 'photo.jpg' },
          },
        },
      ],
    },
    db,
  );

/** Changes every stored item of the owner (7). */
async function updateAll(changes: Partial<OutboxItem>): Promise<void> {
  for (const item of await listItems(7, db)) await db.items.update(item.id, changes);
}

beforeEach(() => {
  db = openOutboxDb(`test-${Math.random()}`);
  calls = [];
  answers = [];
  clock = 1_000_000;
});

afterEach(async () => {
  await db.delete();
});

describe('replayOutbox', () => {
  it('sends parts in order with a fresh token, the keys and the earlier answer substituted', async () => {
    await checkResult(11);
    answers = [() => json(201, { check_list_result: { id: 501 } }), () => json(201, { id: 9 })];

    const result = await replay();

    expect(result).toEqual({ status: 'done', sent: 1, failed: 0 });
    expect(calls.map((call) => call.url)).toEqual([
      'http://portal.test/svc/checker/api/v1/check_list_result/create/',
      'http://portal.test/svc/files/api/v1/files/upload/list/',
    ]);
    expect(calls[0]!.body).toEqual({ visit_id: 11, result: true });
    expect(calls[1]!.body).toEqual({ generic_id: '501', file: 'FILE' });
    expect(calls[0]!.headers.Authorization).toBe('Bearer token-a');
    const keys = calls.map((call) => call.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(await listItems(7, db)).toEqual([]);
  });

  it('stores no Authorization header', async () => {
    await checkResult(11);
    const [item] = await listItems(7, db);
    expect(JSON.stringify(item)).not.toMatch(/Bearer|Authorization/);
  });

  it('replays items oldest first', async () => {
    await checkResult(1);
    clock += 1;
    await checkResult(2);
    answers = Array.from(
      { length: 4 },
      (_, i) => () => json(201, { check_list_result: { id: i } }),
    );
    await replay();
    expect(calls.filter((call) => call.url.includes('checker')).map((call) => call.body)).toEqual([
      { visit_id: 1, result: true },
      { visit_id: 2, result: true },
    ]);
  });

  it('keeps an item after a network error and resumes with the parts that did not arrive', async () => {
    await checkResult(11);
    answers = [() => json(201, { check_list_result: { id: 501 } })];

    const first = await replay();

    expect(first.status).toBe('waiting');
    const [kept] = await listItems(7, db);
    expect(kept).toMatchObject({ state: 'pending', attempts: 1, error: { status: 0, part: 1 } });
    expect(kept!.parts.map((part) => part.done)).toEqual([true, false]);

    // Back-off: an automatic replay before it is due sends nothing.
    calls = [];
    expect((await replay()).status).toBe('waiting');
    expect(calls).toEqual([]);

    answers = [() => json(201, { id: 9 })];
    expect(await replay({ force: true })).toMatchObject({ status: 'done', sent: 1 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ generic_id: '501', file: 'FILE' });
  });

  it.each([408, 429, 500, 502, 503])('keeps the item for retry on %i', async (status) => {
    await checkResult(11);
    answers = [() => json(status, { detail: 'busy' })];
    expect((await replay()).status).toBe('waiting');
    expect((await listItems(7, db))[0]).toMatchObject({ state: 'pending', error: { status } });
  });

  it('keeps the order items were stored in, even within one millisecond', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000);
    try {
      for (const visitId of [21, 22, 23]) await checkResult(visitId);
    } finally {
      now.mockRestore();
    }
    const items = await listItems(7, db);
    expect(items.map((item) => item.summary.visitId)).toEqual([21, 22, 23]);
  });

  // A first send whose server was killed mid-run holds its key a while: the server answers 409
  // with Retry-After, and the item waits for it instead of failing for good.
  it('keeps the item for retry on a 409 that says when to come back', async () => {
    await checkResult(11);
    answers = [() => json(409, { detail: 'ещё выполняется' }, { 'retry-after': '5' })];
    expect(await replay()).toMatchObject({ status: 'waiting', nextAttemptAt: clock + 5_000 });
    expect((await listItems(7, db))[0]).toMatchObject({ state: 'pending', error: { status: 409 } });
  });

  it('restarts the back-off when forced: a failure just after reconnecting waits 2 s', async () => {
    await checkResult(11);
    await updateAll({ attempts: 20, nextAttemptAt: clock + MAX_BACKOFF_MS });
    expect(await replay({ force: true })).toMatchObject({
      status: 'waiting',
      nextAttemptAt: clock + 2_000,
    });
    expect((await listItems(7, db))[0]).toMatchObject({ attempts: 1 });
    expect(calls).toHaveLength(1);
  });

  it('takes an item set further ahead than any back-off as due (the clock was put back)', async () => {
    await checkResult(11);
    await updateAll({ attempts: 3, nextAttemptAt: clock + 3_600_000 });
    answers = [() => json(201, { check_list_result: { id: 1 } }), () => json(201, { id: 2 })];
    expect((await replay()).status).toBe('done');
  });

  it('gives up a call that never answers after the part time-out, and lets go of the lock', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await checkResult(11);
      let sent = false;
      const hanging: typeof fetch = (_input, init) =>
        new Promise((_resolve, reject) => {
          sent = true;
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        });
      let held = false;
      const lock = async <T>(task: () => Promise<T>): Promise<T> => {
        held = true;
        try {
          return await task();
        } finally {
          held = false;
        }
      };
      const result = replay({ fetch: hanging, lock });
      await vi.waitFor(() => expect(sent).toBe(true));
      expect(held).toBe(true);
      await vi.advanceTimersByTimeAsync(PART_TIMEOUT_MS);
      expect(await result).toMatchObject({ status: 'waiting' });
      expect(held).toBe(false);
      expect((await listItems(7, db))[0]).toMatchObject({ state: 'pending', error: { status: 0 } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes an answer whose body breaks off as no answer, not as an empty success', async () => {
    await checkResult(11);
    const cutOff: typeof fetch = async () => {
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          controller.enqueue(new TextEncoder().encode('{"check_list_res'));
          controller.error(new TypeError('network error'));
        },
      });
      return new Response(body, { status: 201 });
    };
    expect((await replay({ fetch: cutOff })).status).toBe('waiting');
    const [kept] = await listItems(7, db);
    expect(kept).toMatchObject({ state: 'pending', error: { status: 0, part: 0 } });
    expect(kept!.parts.map((part) => part.done)).toEqual([false, false]);
  });

  it.each([400, 403, 404, 409, 422])('marks the item failed on %i and goes on', async (status) => {
    await checkResult(11);
    clock += 1;
    await checkResult(12);
    answers = [
      () => json(status, { detail: 'Параметр не найден' }),
      () => json(201, { check_list_result: { id: 2 } }),
      () => json(201, { id: 3 }),
    ];

    expect(await replay()).toEqual({ status: 'done', sent: 1, failed: 1 });
    const [failed] = await listItems(7, db);
    expect(failed).toMatchObject({
      state: 'failed',
      summary: { visitId: 11 },
      error: { status, data: { detail: 'Параметр не найден' }, part: 0 },
    });
    // A failed item is not retried until the user asks.
    calls = [];
    await replay({ force: true });
    expect(calls).toEqual([]);
  });

  it('renews the token once on 401 and pauses when it cannot', async () => {
    await checkResult(11);
    const renewing: ReplayAuth = { userId: 7, token: async () => 'old', renew: async () => 'new' };
    answers = [
      () => json(401, {}),
      () => json(201, { check_list_result: { id: 1 } }),
      () => json(201, { id: 2 }),
    ];
    expect((await replay({ auth: renewing })).status).toBe('done');
    expect(calls.map((call) => call.headers.Authorization)).toEqual([
      'Bearer old',
      'Bearer new',
      'Bearer old',
    ]);

    await checkResult(12);
    calls = [];
    answers = [() => json(401, {})];
    expect((await replay()).status).toBe('paused');
    expect((await listItems(7, db))[0]).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('pauses without a session and never sends another user’s items', async () => {
    await checkResult(11, 7);
    const signedOut: ReplayAuth = { userId: 7, token: async () => null, renew: async () => null };
    expect((await replay({ auth: signedOut })).status).toBe('paused');
    expect(calls).toEqual([]);

    expect(await replay({ auth: auth(8, 'token-b') })).toEqual({
      status: 'done',
      sent: 0,
      failed: 0,
    });
    expect(calls).toEqual([]);
    expect(await listItems(7, db)).toHaveLength(1);
  });

  it('a refresh that fails for want of a network counts as no answer', async () => {
    await checkResult(11);
    const offline: ReplayAuth = {
      userId: 7,
      token: () => Promise.reject(new Error('offline')),
      renew: async () => null,
    };
    expect((await replay({ auth: offline })).status).toBe('waiting');
    expect((await listItems(7, db))[0]).toMatchObject({ state: 'pending', attempts: 1 });
  });
});

describe('retry classes', () => {
  it('classifies answers', () => {
    expect([0, 408, 429, 500, 503].map((status) => classifyFailure(status))).toEqual(
      Array(5).fill('retry'),
    );
    expect(classifyFailure(401)).toBe('auth');
    expect([400, 403, 404, 409, 422].map((status) => classifyFailure(status))).toEqual(
      Array(5).fill('refused'),
    );
  });

  it('backs off exponentially up to a minute, honouring Retry-After up to the same', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n))).toEqual([
      2000, 4000, 8000, 16000, 32000, 60000,
    ]);
    expect(backoffDelay(30)).toBe(60_000);
    expect(backoffDelay(1, 30)).toBe(30_000);
    expect(backoffDelay(1, 600)).toBe(60_000);
  });

  it('retries an answer that says when to come back, a 401 aside', () => {
    expect(classifyFailure(409, 5)).toBe('retry');
    expect(classifyFailure(401, 5)).toBe('auth');
  });
});
