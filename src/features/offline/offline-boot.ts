import type { QueryClient } from '@tanstack/react-query';
import { getSessionUser, subscribeSession } from '#src/api/session';

let loading: Promise<void> | undefined;

/**
 * Starts the offline side of the portal (persisted query cache, outbox, storage checks) once
 * someone is signed in: loaded on demand, so /login never downloads Dexie. With a session at
 * start-up main.tsx awaits it, so the cache is back before the first guard asks for data.
 */
export function bootOffline(queryClient: QueryClient): Promise<void> {
  const start = () => {
    loading ??= import('./start-offline')
      .then(({ startOffline }) => startOffline(queryClient))
      .catch((error: unknown) => console.warn('Offline mode unavailable', error));
    return loading;
  };
  if (getSessionUser()) return start();
  const unsubscribe = subscribeSession(() => {
    if (!getSessionUser()) return;
    unsubscribe();
    void start();
  });
  return Promise.resolve();
}
