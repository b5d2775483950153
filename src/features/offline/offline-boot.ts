import type { QueryClient } from '@tanstack/react-query';
import { getSessionUser, subscribeSession } from '#src/api/session';
import { nextTask } from '#src/startup/next-task';

let loading: Promise<void> | undefined;

/**
 * Starts the offline side of the portal (persisted query cache, outbox, storage checks) once
 * someone is signed in: loaded on demand, so /login never downloads it. With a session at
 * start-up main.tsx awaits it, so the cache is back before the first guard asks for data.
 */
export function bootOffline(queryClient: QueryClient): Promise<void> {
  const start = () => {
    // Its code in a task of its own, then the cache's restore in the next; the outbox follows
    // (start-offline.ts).
    loading ??= import('./start-offline')
      .then(async ({ startOffline }) => {
        await nextTask();
        return startOffline(queryClient);
      })
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
