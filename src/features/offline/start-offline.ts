import type { QueryClient } from '@tanstack/react-query';
import { getSessionUser, subscribeSession } from '#src/api/session';
import { registerLocalDataKeeper, registerLogoutGuard } from '#src/api/sign-out';
import { nextTask } from '#src/lib/next-task';
import { OUTBOX_DB_NAME, outboxDb } from '#src/offline/outbox-db';
import { startOutbox, unsentCount } from '#src/offline/outbox-runtime';
import { PHOTO_CACHE } from '#src/offline/photo-cache';
import { startQueryPersistence } from '#src/offline/query-persistence';
import { requestPersistentStorage } from '#src/offline/storage-health';

export async function startOffline(queryClient: QueryClient): Promise<void> {
  // Sign-out warns of what it would throw away…
  registerLogoutGuard(unsentCount);
  // …and the outbox survives a session that ended on its own: its owner signs in again.
  registerLocalDataKeeper({
    database: OUTBOX_DB_NAME,
    clear: async ({ voluntary, userId }) => {
      const db = outboxDb();
      await db.meta.delete('credentials');
      if (voluntary && userId !== undefined) {
        await db.items
          .where('[ownerUserId+createdAt]')
          .between([userId, -Infinity], [userId, Infinity])
          .delete();
        // Nobody else's work waiting: nothing of the outbox stays on a shared tablet. The
        // database opens again by itself for the next user.
        if ((await db.items.count()) === 0) await db.delete({ disableAutoOpen: false });
      }
    },
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
      // Not in the task that opens the databases and restores the cache: nothing waits for it.
      void nextTask().then(requestPersistentStorage);
    }
  };
  subscribeSession(onUser);
  onUser();
  await startQueryPersistence(queryClient);
  // The outbox opens its own database: in a task of its own, not in the one that ends the
  // cache's restore (together, 140 ms on a tablet).
  await nextTask();
  startOutbox();
}
