import {
  type Persister,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core';
import {
  hydrate,
  onlineManager,
  partialMatchKey,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { getSessionUser, subscribeSession } from '#src/api/session';
import { fileKeys } from '#src/lib/file-keys';
import { APP_VERSION } from '#src/lib/version';
import {
  createDexiePersister,
  type DexiePersister,
  removeOtherUsersCaches,
} from './query-persister';

/**
 * How long a signed-in user's cache stays readable offline: a checker's field trip. Queries are
 * kept in memory as long (gcTime), or an unused one would drop out of the persisted copy.
 */
export const QUERY_CACHE_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;
/** Restoring must not hold the first screen for long: past this, start without the cache. */
const RESTORE_TIMEOUT_MS = 3_000;
/** A kept copy that could not be read is read once more after this. */
const RESTORE_RETRY_MS = 500;

/**
 * Every query that has data is kept, whatever its last fetch did (an offline refetch leaves an
 * error beside good data, and that data is what the checker needs). File contents are not: they
 * are Blobs the service worker caches already (sw/sw.ts, photo cache); nor is the re-check of an
 * upload's links, which only means something at the moment of the upload.
 */
export function shouldPersistQuery(query: Query): boolean {
  if (query.state.data === undefined) return false;
  return !(
    partialMatchKey(query.queryKey, fileKeys.contents) ||
    partialMatchKey(query.queryKey, fileKeys.linkStatuses)
  );
}

let active: { userId: number; persister: DexiePersister; unsubscribe: () => void } | undefined;

/**
 * Restores the signed-in user's persisted cache (before the router's first guards run, so an
 * offline start finds the permissions and projects it needs), then keeps it saved. Follows the
 * session: a sign-out stops saving before the wipe; another user gets their own cache.
 */
export async function startQueryPersistence(queryClient: QueryClient): Promise<void> {
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, gcTime: QUERY_CACHE_MAX_AGE_MS },
    // A write is tried even when the browser says offline: one that must survive goes into the
    // outbox (its mutationFn stores it and answers at once); any other fails with the network
    // message instead of hanging paused in a tab that may be closed before the network returns.
    mutations: { ...defaults.mutations, networkMode: 'offlineFirst' },
  });
  // TanStack Query starts out assuming a network and only learns otherwise from an `offline`
  // event: a page opened offline would refetch every restored query, fail, and show errors
  // instead of the cached data. Told now, it keeps the data and refetches when `online` comes.
  onlineManager.setOnline(navigator.onLine);
  // A photo must be asked for even when the browser says offline: the service worker answers
  // it from its cache.
  queryClient.setQueryDefaults(fileKeys.contents, { networkMode: 'offlineFirst' });

  subscribeSession(() => {
    const userId = getSessionUser()?.id;
    if (userId === active?.userId) return;
    stop();
    if (userId !== undefined) void follow(queryClient, userId);
  });
  const userId = getSessionUser()?.id;
  if (userId !== undefined) await follow(queryClient, userId);
}

function stop(): void {
  active?.unsubscribe();
  active?.persister.cancel();
  active = undefined;
}

async function follow(queryClient: QueryClient, userId: number): Promise<void> {
  const persister = createDexiePersister(userId);
  const keeping = restoreThenKeep(queryClient, persister, APP_VERSION);
  const current = { userId, persister, unsubscribe: keeping.stop };
  active = current;
  await withTimeout(keeping.restored, RESTORE_TIMEOUT_MS);
  if (active !== current) return;
  void removeOtherUsersCaches(userId);
}

/**
 * Restores the kept copy into the client, then saves the client at once and on every change.
 * Saving starts only once the copy has been read, however long that takes (the first screen does
 * not wait past {@link RESTORE_TIMEOUT_MS}): a save before it would replace the whole copy with
 * the few queries a fresh start holds, and the visits kept for offline work would be gone at the
 * next reload. A read that fails is tried once more, and the copy is not deleted for it.
 */
export function restoreThenKeep(
  queryClient: QueryClient,
  persister: Persister,
  buster: string,
): { restored: Promise<void>; stop: () => void } {
  let stopped = false;
  let unsubscribe = () => {};
  const restored = restoreKept(queryClient, persister, buster)
    .catch((error: unknown) => console.warn('Query cache not restored', error))
    .then(() => {
      if (stopped) return;
      // What the device kept is shown at once but is not taken as fresh: a screen asks the
      // server again when it mounts (online). A save made just before the page was left may not
      // have reached the kept copy (saves are throttled), so its age alone proves nothing.
      void queryClient.invalidateQueries({ refetchType: 'none' });
      const options = {
        queryClient,
        persister,
        buster,
        dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
      };
      unsubscribe = persistQueryClientSubscribe(options);
      // What the screen fetched during the read changed the cache before anyone listened: saved
      // now, or a screen whose data had all come by then would be missing from the next start.
      void persistQueryClientSave(options);
    });
  return {
    restored,
    stop: () => {
      stopped = true;
      unsubscribe();
    },
  };
}

async function restoreKept(
  queryClient: QueryClient,
  persister: Persister,
  buster: string,
): Promise<void> {
  const read = async () => persister.restoreClient();
  const kept = await read().catch(() => delay(RESTORE_RETRY_MS).then(read));
  if (!kept) return;
  const expired = !kept.timestamp || Date.now() - kept.timestamp > QUERY_CACHE_MAX_AGE_MS;
  if (expired || kept.buster !== buster) {
    await persister.removeClient();
    return;
  }
  hydrate(queryClient, kept.clientState);
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([
    promise,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms)),
  ]);
}
