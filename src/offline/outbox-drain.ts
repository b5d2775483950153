import type { OutboxItem } from './outbox-types';
import { pendingRecords } from './outbox-types';

/**
 * Follows the queue to tell when work that had to wait has all gone out: one report per drain
 * with the number of records sent, whoever sent them (this tab, another, the service worker).
 *
 * An item counts once it waited: seen while offline, retried after a failure, queued before
 * this page started, or answered to its form as kept on the device. A save sent at once is not
 * counted; the form has said so already.
 */
export interface DrainWatch {
  /** The queue as it is now, and whether the browser is online. */
  observe(userId: number | undefined, items: readonly OutboxItem[], online: boolean): void;
  /** Removed by the user: not sent, so not counted. */
  discarded(id: string): void;
  /** Answered to its sender as kept on the device: its sending later is worth a word. */
  kept(item: OutboxItem): void;
}

export function createDrainWatch(startedAt: number, onDrained: (records: number) => void) {
  let owner: number | undefined;
  /** Waiting item id → the most records it held (parts arrive one by one). */
  const waiting = new Map<string, number>();
  const removed = new Set<string>();
  let sent = 0;

  const watch: DrainWatch = {
    observe(userId, items, online) {
      if (userId !== owner) {
        // Another user's queue (or none, signed out): nothing of the last one was sent by it.
        owner = userId;
        waiting.clear();
        removed.clear();
        sent = 0;
      }
      const present = new Map(items.map((item) => [item.id, item]));
      for (const [id, records] of waiting) {
        const item = present.get(id);
        if (!item) {
          if (!removed.has(id)) sent += records;
          waiting.delete(id);
          removed.delete(id);
        } else if (item.state === 'failed') {
          // Refused by the server: the outbox page says so; it is not part of what was sent.
          waiting.delete(id);
        }
      }
      for (const item of items) {
        if (item.state === 'failed') continue;
        const waited = !online || item.attempts > 0 || item.createdAt < startedAt;
        const known = waiting.get(item.id);
        if (known !== undefined || waited) {
          waiting.set(item.id, Math.max(known ?? 0, pendingRecords(item)));
        }
      }
      if (waiting.size === 0 && sent > 0) {
        const records = sent;
        sent = 0;
        onDrained(records);
      }
    },
    discarded(id) {
      removed.add(id);
    },
    kept(item) {
      waiting.set(item.id, Math.max(waiting.get(item.id) ?? 0, pendingRecords(item)));
    },
  };
  return watch;
}
