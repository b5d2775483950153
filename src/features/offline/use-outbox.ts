import { useSyncExternalStore } from 'react';
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
