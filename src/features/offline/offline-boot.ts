import type { QueryClient } from '@tanstack/react-query';
import { getSessionUser, subscribeSession } from '#src/api/session';
import { nextTask } from '#src/lib/next-task';

let loading: Promise<void> | undefined;

/**
 * Starts the offline side of the portal (persisted query cache, outbox, storage checks) once
 * someone is signed in: loaded on demand, so /login never downloads Dexie. With a session at
 * start-up main.tsx awaits it, so the cache is back before the first guard asks for data.
 */
export function bootOffline(queryClient: QueryClient): Promise<void> {
  const start = () => {
    // Three tasks, not one: Dexie (the bulk of the offline side's code) is evaluated, then the
    // rest of the offline side, then it starts. Together they made one of the longest tasks of a
    // signed-in start on a tablet.
    loading ??= import('dexie')
      .then(nextTask)
      .then(() => import('./start-offline'))
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
