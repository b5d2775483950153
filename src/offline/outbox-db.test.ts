// @vitest-environment node
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openOutboxDb } from './outbox-db';
import { enqueue, listItems, observeItems } from './outbox-store';
import type { OutboxItem } from './outbox-types';

const part = { service: 'checker', method: 'POST', path: '/x/' } as const;
let name = '';
const opened: Array<{ close(): void }> = [];

function database() {
  name ||= `outbox-test-${Math.random()}`;
  const db = openOutboxDb(name);
  opened.push(db);
  return db;
}

afterEach(async () => {
  for (const db of opened.splice(0)) db.close();
  if (name) await openOutboxDb(name).delete();
  name = '';
});

describe("the outbox's database", () => {
  it('opens a queue kept from when Dexie wrote it, as it is', async () => {
    name = `outbox-test-${Math.random()}`;
    const old = new Dexie(name);
    old.version(1).stores({ items: 'id, [ownerUserId+createdAt]', meta: 'key' });
    const item: OutboxItem = {
      id: 'kept',
      ownerUserId: 7,
      createdAt: 5,
      summary: { kind: 'request' },
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      parts: [{ ...part, idempotencyKey: 'k', done: false }],
    };
    await old.table('items').add(item);
    old.close();

    const db = database();
    expect(await db.items.ofOwner(7)).toEqual([item]);
    await enqueue({ ownerUserId: 7, summary: { kind: 'request' }, parts: [part] }, db);
    const [first, second] = await listItems(7, db);
    expect(first?.id).toBe('kept');
    expect(second?.createdAt).toBeGreaterThan(5);
  });

  it('keeps the order items were stored in, even within one millisecond', async () => {
    const db = database();
    vi.spyOn(Date, 'now').mockReturnValue(1_000);
    try {
      const ids = await Promise.all(
        [1, 2, 3].map(() =>
          enqueue({ ownerUserId: 7, summary: { kind: 'request' }, parts: [part] }, db),
        ),
      );
      const stored = await listItems(7, db);
      expect(stored.map((item) => item.createdAt)).toEqual([1_000, 1_001, 1_002]);
      expect(new Set(stored.map((item) => item.id))).toEqual(new Set(ids));
    } finally {
      vi.restoreAllMocks();
    }
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

  it("is deleted by another tab's sign-out while this one holds it open, and opens again", async () => {
    const tab = database();
    await enqueue({ ownerUserId: 7, summary: { kind: 'request' }, parts: [part] }, tab);
    expect(await tab.items.count()).toBe(1);
    await database().delete();
    expect(await tab.items.count()).toBe(0);
  });
});
