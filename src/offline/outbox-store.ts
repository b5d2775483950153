import { liveQuery } from 'dexie';
import { type OutboxDatabase, outboxDb } from './outbox-db';
import type { OutboxItem, OutboxPart, OutboxSummary } from './outbox-types';

/** A part as a caller describes it; the key and progress are the outbox's. */
export type NewPart = Omit<OutboxPart, 'idempotencyKey' | 'done' | 'response'>;

export interface NewItem {
  ownerUserId: number;
  summary: OutboxSummary;
  parts: NewPart[];
}

/**
 * Stores an item durably; it is sent by the next replay. Returns its id. Items are sent in the
 * order of `createdAt`, so it is made strictly increasing per owner: two items stored within the
 * same millisecond (two tabs, a quick second save) still keep the order they were stored in —
 * the read and the write share one transaction, which IndexedDB serialises across tabs.
 */
export async function enqueue(item: NewItem, db: OutboxDatabase = outboxDb()): Promise<string> {
  return db.transaction('rw', db.items, async () => {
    const last = await db.items
      .where('[ownerUserId+createdAt]')
      .between([item.ownerUserId, -Infinity], [item.ownerUserId, Infinity])
      .last();
    const createdAt = Math.max(Date.now(), (last?.createdAt ?? 0) + 1);
    return add(item, createdAt, db);
  });
}

async function add(item: NewItem, createdAt: number, db: OutboxDatabase): Promise<string> {
  const stored: OutboxItem = {
    id: crypto.randomUUID(),
    ownerUserId: item.ownerUserId,
    createdAt,
    summary: item.summary,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    parts: item.parts.map((part) => ({
      ...part,
      idempotencyKey: crypto.randomUUID(),
      done: false,
    })),
  };
  await db.items.add(stored);
  return stored.id;
}

/** The user's items, oldest first. */
export function listItems(userId: number, db: OutboxDatabase = outboxDb()): Promise<OutboxItem[]> {
  return db.items
    .where('[ownerUserId+createdAt]')
    .between([userId, -Infinity], [userId, Infinity])
    .toArray();
}

/** Watches the user's items (every tab and the service worker write them). */
export function observeItems(
  userId: number,
  onChange: (items: OutboxItem[]) => void,
  db: OutboxDatabase = outboxDb(),
): () => void {
  const subscription = liveQuery(() => listItems(userId, db)).subscribe({
    next: onChange,
    error: (error: unknown) => console.warn('Outbox unavailable', error),
  });
  return () => subscription.unsubscribe();
}

/** A failed item goes back to the queue, to be sent at the next replay. */
export async function retryItem(id: string, db: OutboxDatabase = outboxDb()): Promise<void> {
  await db.items.update(id, { state: 'pending', attempts: 0, nextAttemptAt: 0 });
}

/** Drops an item for good (the user confirmed). */
export async function discardItem(id: string, db: OutboxDatabase = outboxDb()): Promise<void> {
  await db.items.delete(id);
}
