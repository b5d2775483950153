import { useSyncExternalStore } from 'react';
import { getUnreachableSince, subscribeReachability } from '#src/api/server-reachability';
import {
  getOutboxSnapshot,
  type OutboxSnapshot,
  subscribeOutbox,
} from '#src/offline/outbox-snapshot';

/** The signed-in user's outbox, live across tabs and the service worker. */
export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(subscribeOutbox, getOutboxSnapshot);
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      addEventListener('online', listener);
      addEventListener('offline', listener);
      return () => {
        removeEventListener('online', listener);
        removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
  );
}

/** Since when the server has not answered while the device says online; undefined if it does. */
export function useServerUnreachableSince(): number | undefined {
  return useSyncExternalStore(subscribeReachability, getUnreachableSince);
}
