import type { QueryClient } from '@tanstack/react-query';
import { getSessionUser, subscribeSession } from '#src/api/session';
import { registerLocalDataKeeper, registerLogoutGuard } from '#src/api/sign-out';
import { OUTBOX_DB_NAME } from '#src/offline/outbox-db-name';
import { PHOTO_CACHE } from '#src/offline/photo-cache';
import { startQueryPersistence } from '#src/offline/query-persistence';
import { requestPersistentStorage } from '#src/offline/storage-health';
import { nextTask } from '#src/startup/next-task';

type Outbox = typeof import('./start-outbox');

let outbox: Outbox | undefined;
let loadingOutbox: Promise<Outbox> | undefined;

/**
 * The outbox's code, evaluated in a task of its own. Its database library came earlier, with the
 * kept query cache, which restores on it before the first screen.
 */
function loadOutbox(): Promise<Outbox> {
  loadingOutbox ??= import('./start-outbox').then((loaded) => {
    outbox = loaded;
    return loaded;
  });
  return loadingOutbox;
}

/**
 * Resolves once the kept query cache is back; the outbox starts after, while the first screen
 * renders: nothing on it waits for the outbox, whose state it shows as it comes.
 */
export async function startOffline(queryClient: QueryClient): Promise<void> {
  // Registered before anything could end the session. Sign-out warns of what it would throw
  // away (nothing is known to be unsent before the outbox has read its queue)…
  registerLogoutGuard(() => outbox?.unsentCount() ?? 0);
  // …and the outbox survives a session that ended on its own: its owner signs in again.
  registerLocalDataKeeper({
    database: OUTBOX_DB_NAME,
    clear: async (ended) => (await loadOutbox()).clearOutbox(ended),
  });
  let userId = getSessionUser()?.id;
  let persistAsked = false;
  const onUser = () => {
    const next = getSessionUser()?.id;
    if (next !== undefined && userId !== undefined && next !== userId) {
      void globalThis.caches?.delete(PHOTO_CACHE);
    }
    if (next !== undefined) userId = next;
    if (next !== undefined && !persistAsked) {
      persistAsked = true;
      // Not in the task that restores the cache: nothing waits for it.
      void nextTask().then(requestPersistentStorage);
    }
  };
  subscribeSession(onUser);
  onUser();
  await startQueryPersistence(queryClient);
  void nextTask()
    .then(loadOutbox)
    .then(async ({ startOutbox }) => {
      await nextTask();
      startOutbox();
    })
    .catch((error: unknown) => console.warn('Outbox unavailable', error));
}
