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
  const id = crypto.randomUUID();
  await db.items.addAfterLast(item.ownerUserId, (last) =>
    stored(item, id, Math.max(Date.now(), (last?.createdAt ?? 0) + 1)),
  );
  return id;
}

function stored(item: NewItem, id: string, createdAt: number): OutboxItem {
  return {
    id,
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
}

/** The user's items, oldest first. */
export function listItems(userId: number, db: OutboxDatabase = outboxDb()): Promise<OutboxItem[]> {
  return db.items.ofOwner(userId);
}

/**
 * Watches the user's items (every tab and the service worker write them): now, then after each
 * change, read again; a change during a read is read once more after it.
 */
export function observeItems(
  userId: number,
  onChange: (items: OutboxItem[]) => void,
  db: OutboxDatabase = outboxDb(),
): () => void {
  let stopped = false;
  let reading = false;
  let changedMeanwhile = false;
  const readAll = async () => {
    if (reading) {
      changedMeanwhile = true;
      return;
    }
    reading = true;
    try {
      do {
        changedMeanwhile = false;
        const items = await listItems(userId, db);
        if (!stopped) onChange(items);
      } while (changedMeanwhile && !stopped);
    } catch (error) {
      console.warn('Outbox unavailable', error);
    } finally {
      reading = false;
    }
  };
  const stopListening = db.onItemsChanged(() => void readAll());
  void readAll();
  return () => {
    stopped = true;
    stopListening();
  };
}

/** A failed item goes back to the queue, to be sent at the next replay. */
export async function retryItem(id: string, db: OutboxDatabase = outboxDb()): Promise<void> {
  await db.items.update(id, { state: 'pending', attempts: 0, nextAttemptAt: 0 });
}

/** Drops an item for good (the user confirmed). */
export async function discardItem(id: string, db: OutboxDatabase = outboxDb()): Promise<void> {
  await db.items.delete(id);
}
