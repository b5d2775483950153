import { Dexie, type DexieError, liveQuery, type Subscription } from 'dexie';
import { type OutboxDatabase, outboxDb, ownerItems } from './outbox-db';
import { OutboxStorageFullError } from './outbox-errors';
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
 * Rejects with {@link OutboxStorageFullError} when the device has no room for it.
 */
export async function enqueue(item: NewItem, db: OutboxDatabase = outboxDb()): Promise<string> {
  try {
    return await db.transaction('rw', db.items, async () => {
      const last = await ownerItems(db, item.ownerUserId).last();
      const createdAt = Math.max(Date.now(), (last?.createdAt ?? 0) + 1);
      return db.items.add(stored(item, createdAt));
    });
  } catch (error) {
    if (isQuotaFailure(error)) throw new OutboxStorageFullError({ cause: error });
    throw error;
  }
}

/**
 * The quota refused the write: at the request, or at the commit (Chromium's way with large
 * blobs), which aborts the transaction with the quota error as its cause.
 */
function isQuotaFailure(error: unknown): boolean {
  if (error instanceof Dexie.QuotaExceededError) return true;
  if (!(error instanceof Dexie.AbortError)) return false;
  const inner: unknown = (error as DexieError).inner;
  return (inner as { name?: unknown } | null)?.name === Dexie.errnames.QuotaExceeded;
}

function stored(item: NewItem, createdAt: number): OutboxItem {
  return {
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
}

/** The user's items, oldest first. */
export function listItems(userId: number, db: OutboxDatabase = outboxDb()): Promise<OutboxItem[]> {
  return ownerItems(db, userId).toArray();
}

/** After a failed read (a connection the engine lost, say), the watch starts again this much later. */
const REWATCH_DELAY_MS = 1_000;

/**
 * Watches the user's items: now, then after each change, wherever it was made — this context,
 * another tab, the service worker (Dexie's live query hears of them on a broadcast channel).
 */
export function observeItems(
  userId: number,
  onChange: (items: OutboxItem[]) => void,
  db: OutboxDatabase = outboxDb(),
): () => void {
  let subscription: Subscription | undefined;
  let rewatch: ReturnType<typeof setTimeout> | undefined;
  const watch = () => {
    subscription = liveQuery(() => listItems(userId, db)).subscribe({
      next: onChange,
      // A live query whose first read failed never reads again: start a new one. (A closed
      // database — deleted by a sign-out elsewhere — is not reported; the next change reads.)
      error: (error: unknown) => {
        console.warn('Outbox unavailable', error);
        subscription?.unsubscribe();
        rewatch = setTimeout(watch, REWATCH_DELAY_MS);
      },
    });
  };
  watch();
  return () => {
    clearTimeout(rewatch);
    subscription?.unsubscribe();
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
