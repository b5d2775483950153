// @vitest-environment node
import 'fake-indexeddb/auto';
import { forceCloseDatabase } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type OutboxDatabase, openOutboxDb } from './outbox-db';
import { OutboxStorageFullError } from './outbox-errors';
import { replayOutbox } from './outbox-replay';
import { enqueue, listItems, observeItems } from './outbox-store';
import type { OutboxItem } from './outbox-types';

const part = { service: 'checker', method: 'POST', path: '/x/' } as const;
const photo = {
  ...part,
  multipart: { fields: {}, file: { field: 'file', blob: new Blob(['x']), name: 'a.jpg' } },
};
let name = '';
const opened: OutboxDatabase[] = [];

function database() {
  name ||= `outbox-test-${Math.random()}`;
  const db = openOutboxDb(name);
  opened.push(db);
  return db;
}

afterEach(async () => {
  vi.restoreAllMocks();
  for (const db of opened.splice(0)) db.close();
  if (name) await openOutboxDb(name).delete();
  name = '';
});

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** A queue as the portal kept it while it wrote the database with the bare IndexedDB API. */
async function keepQueueAsTheBareApiDid(items: OutboxItem[], credentials: object): Promise<void> {
  const request = indexedDB.open(name, 10);
  request.onupgradeneeded = () => {
    const db = request.result;
    db.createObjectStore('items', { keyPath: 'id' }).createIndex('[ownerUserId+createdAt]', [
      'ownerUserId',
      'createdAt',
    ]);
    db.createObjectStore('meta', { keyPath: 'key' });
  };
  const db = await done(request);
  const transaction = db.transaction(['items', 'meta'], 'readwrite');
  for (const item of items) transaction.objectStore('items').add(item);
  transaction.objectStore('meta').put(credentials);
  await new Promise((resolve, reject) => {
    transaction.oncomplete = resolve;
    transaction.onabort = () => reject(transaction.error);
  });
  db.close();
}

describe("the outbox's database", () => {
  it('opens a queue kept by the version on the bare IndexedDB API as it is, and sends it', async () => {
    name = `outbox-test-${Math.random()}`;
    const kept: OutboxItem = {
      id: 'kept',
      ownerUserId: 7,
      createdAt: 5,
      summary: { kind: 'check-result', visitId: 11, photos: 1 },
      state: 'pending',
      attempts: 3,
      nextAttemptAt: 0,
      parts: [
        { ...part, json: { visit_id: 11 }, idempotencyKey: 'key-check', done: false },
        {
          ...part,
          multipart: {
            fields: {},
            files: [{ field: 'file', blob: new Blob(['jpeg']), name: 'photo.jpg' }],
          },
          idempotencyKey: 'key-photo',
          done: false,
        },
      ],
    };
    const someoneElses: OutboxItem = { ...kept, id: 'other', ownerUserId: 8, createdAt: 6 };
    const credentials = {
      key: 'credentials',
      userId: 7,
      accessToken: 'token-7',
      accessExpiresAt: 9e12,
      services: { checker: 'http://portal.test/svc/checker' },
    };
    await keepQueueAsTheBareApiDid([kept, someoneElses], credentials);

    const db = database();
    const [read] = await listItems(7, db);
    expect(read).toMatchObject({
      ...kept,
      parts: [kept.parts[0], { idempotencyKey: 'key-photo' }],
    });
    expect(await read?.parts[1]?.multipart?.files?.[0]?.blob.text()).toBe('jpeg');
    expect(await db.meta.get('credentials')).toEqual(credentials);
    await enqueue({ ownerUserId: 7, summary: { kind: 'request' }, parts: [part] }, db);
    const [first, second] = await listItems(7, db);
    expect(first?.id).toBe('kept');
    expect(second?.createdAt).toBeGreaterThan(5);

    const keys: string[] = [];
    const result = await replayOutbox({
      db,
      auth: { userId: 7, token: async () => 'token-7', renew: async () => null },
      baseUrl: () => 'http://portal.test/svc/checker',
      fetch: async (_url, init) => {
        const headers = new Headers(init?.headers);
        keys.push(headers.get('Idempotency-Key') ?? '');
        return Response.json({ id: keys.length }, { status: 201 });
      },
      lock: (task) => task(),
    });
    expect(result).toEqual({ status: 'done', sent: 2, failed: 0 });
    expect(keys.slice(0, 2)).toEqual(['key-check', 'key-photo']);
    expect(await listItems(7, db)).toEqual([]);
    expect((await listItems(8, db)).map((item) => item.id)).toEqual(['other']);
    // Opened as it was: no upgrade that a tab still on the earlier version would wait for.
    const native = (await indexedDB.databases()).find((database) => database.name === name);
    expect(native?.version).toBe(10);
  });

  it('keeps the order items were stored in, even within one millisecond', async () => {
    const db = database();
    vi.spyOn(Date, 'now').mockReturnValue(1_000);
    const ids = await Promise.all(
      [1, 2, 3].map(() =>
        enqueue({ ownerUserId: 7, summary: { kind: 'request' }, parts: [part] }, db),
      ),
    );
    const stored = await listItems(7, db);
    expect(stored.map((item) => item.createdAt)).toEqual([1_000, 1_001, 1_002]);
    expect(new Set(stored.map((item) => item.id))).toEqual(new Set(ids));
  });

  it("shows a watcher the items another tab or the worker stores, and only the owner's", async () => {
    const tab = database();
    const worker = database();
    const seen: number[] = [];
    const stop = observeItems(7, (items) => seen.push(items.length), tab);
    await vi.waitFor(() => expect(seen).toEqual([0]));
    await enqueue({ ownerUserId: 7, summary: { kind: 'request' }, parts: [part] }, worker);
    await vi.waitFor(() => expect(seen.at(-1)).toBe(1));
    await enqueue({ ownerUserId: 8, summary: { kind: 'request' }, parts: [part] }, worker);
    const [item] = await listItems(7, worker);
    await worker.items.delete(item!.id);
    await vi.waitFor(() => expect(seen.at(-1)).toBe(0));
    stop();
  });

  it('keeps watching after a read the engine failed', async () => {
    const tab = database();
    const seen: number[] = [];
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(IDBIndex.prototype, 'getAll').mockImplementationOnce(() => {
      throw new DOMException('The connection was lost', 'UnknownError');
    });
    const stop = observeItems(7, (items) => seen.push(items.length), tab);
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
    await enqueue({ ownerUserId: 7, summary: { kind: 'request' }, parts: [part] }, database());
    await vi.waitFor(() => expect(seen.at(-1)).toBe(1), { timeout: 3_000 });
    stop();
  });

  it("is deleted by another tab's sign-out while this one holds it open, and opens again", async () => {
    const tab = database();
    await enqueue({ ownerUserId: 7, summary: { kind: 'request' }, parts: [part] }, tab);
    const seen: number[] = [];
    const stop = observeItems(7, (items) => seen.push(items.length), tab);
    await vi.waitFor(() => expect(seen.at(-1)).toBe(1));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await database().delete();
    expect(await tab.items.count()).toBe(0);
    // The next user's work, stored by another tab, reaches this tab's watcher.
    await enqueue({ ownerUserId: 7, summary: { kind: 'request' }, parts: [part] }, database());
    await vi.waitFor(() => expect(seen.at(-1)).toBe(1));
    stop();
  });

  it('opens again after the browser closed its connection (WebKit loses them)', async () => {
    const tab = database();
    await enqueue({ ownerUserId: 7, summary: { kind: 'request' }, parts: [part] }, tab);
    // Its type names the class where it takes an instance.
    forceCloseDatabase(tab.backendDB() as unknown as Parameters<typeof forceCloseDatabase>[0]);
    await enqueue({ ownerUserId: 7, summary: { kind: 'request' }, parts: [part] }, tab);
    expect(await listItems(7, tab)).toHaveLength(2);
  });

  it('says the device is full when the quota refuses an item, and stores nothing', async () => {
    const db = database();
    await enqueue({ ownerUserId: 7, summary: { kind: 'request' }, parts: [part] }, db);
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded', 'QuotaExceededError');
    });
    const storing = enqueue({ ownerUserId: 7, summary: { kind: 'request' }, parts: [photo] }, db);
    await expect(storing).rejects.toBeInstanceOf(OutboxStorageFullError);
    expect(await listItems(7, db)).toHaveLength(1);
  });

  it('says the device is full when the quota aborts the commit, and stores nothing', async () => {
    const db = database();
    await enqueue({ ownerUserId: 7, summary: { kind: 'request' }, parts: [part] }, db);
    const add = IDBObjectStore.prototype.add;
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementationOnce(function (
      this: IDBObjectStore,
      ...args
    ) {
      const request = add.apply(this, args);
      // Chromium writes a large blob at the commit, and aborts it there when the quota is
      // reached; fake-indexeddb's own step of an abort with an error stands in for it.
      const transaction = this.transaction as IDBTransaction & { _abort(name: string): void };
      request.addEventListener('success', () => transaction._abort('QuotaExceededError'));
      return request;
    });
    const storing = enqueue({ ownerUserId: 7, summary: { kind: 'request' }, parts: [photo] }, db);
    await expect(storing).rejects.toBeInstanceOf(OutboxStorageFullError);
    expect(await listItems(7, db)).toHaveLength(1);
  });
});
