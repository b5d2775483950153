import { type OutboxItem, pendingRecords } from './outbox-types';

/**
 * What the shell shows of the outbox (the menu's count, the banner's toast), apart from the
 * outbox's code: every signed-in screen renders these, and none of them waits for the database
 * library, which loads with the outbox after the first screen (src/features/offline).
 */
export interface OutboxSnapshot {
  userId: number | undefined;
  items: readonly OutboxItem[];
  /** Replay waits for the owner to sign in again (the refresh was refused). */
  paused: boolean;
}

let snapshot: OutboxSnapshot = { userId: undefined, items: [], paused: false };
const listeners = new Set<() => void>();
const drainedListeners = new Set<(records: number) => void>();

/** For useSyncExternalStore. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getOutboxSnapshot = (): OutboxSnapshot => snapshot;

/** The outbox's runtime, as it follows the signed-in user's queue. */
export function updateOutboxSnapshot(next: Partial<OutboxSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

/**
 * Called once each time the work that waited (queued offline, retried, left from before this
 * page) has all been sent, with the number of records that went out.
 */
export function subscribeDrained(listener: (records: number) => void): () => void {
  drainedListeners.add(listener);
  return () => drainedListeners.delete(listener);
}

export function announceDrained(records: number): void {
  for (const listener of drainedListeners) listener(records);
}

export const countRecords = (items: readonly OutboxItem[]): number =>
  items.reduce((sum, item) => sum + pendingRecords(item), 0);
