import {
  experimental_createQueryPersister,
  type PersistedQuery,
} from '@tanstack/query-persist-client-core';
import {
  onlineManager,
  partialMatchKey,
  type Query,
  type QueryCacheNotifyEvent,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { getUnreachableSince, subscribeReachability } from '#src/api/server-reachability';
import { getSessionUser, subscribeSession } from '#src/api/session';
import { fileKeys } from '#src/lib/file-keys';
import { APP_VERSION } from '#src/lib/version';
import { nextTask } from '#src/startup/next-task';
import {
  KEPT_QUERY_PREFIX,
  type KeptQueryStorage,
  keptQueryStorage,
  removeOtherUsersCaches,
} from './query-persister';

/**
 * How long a signed-in user's cache stays readable offline: a checker's field trip. Queries are
 * kept in memory as long (gcTime), or an unused one would drop out of the persisted copy.
 */
export const QUERY_CACHE_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;
/** Kept queries restored per task at start-up. */
const RESTORE_BATCH = 8;
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
  return query.state.data !== undefined && isKeptKind(query);
}

/** Whether a query of this key is ever kept (see {@link shouldPersistQuery}). */
function isKeptKind(query: Query): boolean {
  return !(
    partialMatchKey(query.queryKey, fileKeys.contents) ||
    partialMatchKey(query.queryKey, fileKeys.linkStatuses)
  );
}

let active: { userId: number; stop: () => void } | undefined;

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
  followConnection();
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

/**
 * TanStack Query's idea of "online": the browser's, and the server answering. Otherwise a page
 * opened offline, or online with no server (Wi-Fi without internet, a server down), would
 * refetch every restored query, fail, and show errors in place of the kept data. Told, it keeps
 * the data, holds its reads and retries, and goes on when the connection or the server is back.
 */
function followConnection(): void {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine && getUnreachableSince() === undefined);
    update();
    addEventListener('online', update);
    addEventListener('offline', update);
    const unsubscribe = subscribeReachability(update);
    return () => {
      removeEventListener('online', update);
      removeEventListener('offline', update);
      unsubscribe();
    };
  });
}

function stop(): void {
  active?.stop();
  active = undefined;
}

async function follow(queryClient: QueryClient, userId: number): Promise<void> {
  const keeping = restoreThenKeep(queryClient, keptQueryStorage(userId), APP_VERSION);
  const current = { userId, stop: keeping.stop };
  active = current;
  await withTimeout(keeping.restored, RESTORE_TIMEOUT_MS);
  if (active !== current) return;
  void removeOtherUsersCaches(userId);
}

/**
 * Restores the kept queries into the client through TanStack's per-query persister, then saves
 * each query the client changes (its new data, or its removal) on its own record, so a page never
 * overwrites what another page load kept. A change is written in the task that brought it, before
 * the screen shows it; leaving the page (a reload, another address, the tab closed or sent to the
 * background) writes again at once what has not yet been seen committed. What a screen fetches
 * while the kept queries are still being read is saved too, and a kept record never replaces a
 * newer answer. A read that fails is tried once more, and nothing is deleted for it.
 *
 * The persister's own `persisterFn` is not set as a query option: everything kept is restored
 * before the first screen, so its look-up before each first fetch would find nothing and cost an
 * IndexedDB read per query (decision 066).
 */
export function restoreThenKeep(
  queryClient: QueryClient,
  storage: KeptQueryStorage,
  buster: string,
): { restored: Promise<void>; stop: () => void } {
  const cache = queryClient.getQueryCache();
  const startedAt = Date.now();
  let stopped = false;
  let restoredCount = 0;
  const persister = experimental_createQueryPersister<PersistedQuery>({
    storage,
    buster,
    maxAge: QUERY_CACHE_MAX_AGE_MS,
    prefix: KEPT_QUERY_PREFIX,
    serialize: storable,
    // A few records a task: dozens of kept queries restored at once made one of the longest
    // tasks of a signed-in start on a tablet. The persister awaits each record's deserialising.
    deserialize: (query) =>
      ++restoredCount % RESTORE_BATCH === 0 ? nextTask().then(() => query) : query,
  });

  // Hashes whose save is due in this task.
  const waiting = new Set<string>();
  const save = () => {
    const hashes = [...waiting];
    waiting.clear();
    if (stopped) return;
    for (const hash of hashes) {
      const query = cache.get(hash);
      if (query && shouldPersistQuery(query)) void persister.persistQuery(query);
      else void storage.removeItem(`${KEPT_QUERY_PREFIX}-${hash}`);
    }
  };
  const leave = () => {
    if (!stopped) storage.flushNow();
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') leave();
  };

  const unsubscribe = cache.subscribe((event) => {
    // A kind never kept (a thumbnail's content) has nothing to save or delete: no write for it.
    if (stopped || !changesKeptState(event, startedAt) || !isKeptKind(event.query)) return;
    if (waiting.size === 0) queueMicrotask(save);
    waiting.add(event.query.queryHash);
  });
  // Hidden comes first when a tab closes or a tablet switches apps (where the page may be killed
  // with no pagehide after); pagehide covers a reload and another address.
  globalThis.addEventListener?.('pagehide', leave);
  globalThis.document?.addEventListener('visibilitychange', onVisibilityChange);

  const restore = () => persister.restoreQueries(newerKept(queryClient, () => stopped));
  const restored = restore()
    .catch(() => delay(RESTORE_RETRY_MS).then(restore))
    .catch((error: unknown) => console.warn('Query cache not restored', error))
    .then(() => {
      // What the device kept is shown at once but is not taken as fresh: a screen asks the
      // server again when it mounts (online). Not what came from the server since the start.
      if (stopped) return;
      void queryClient.invalidateQueries({
        predicate: (query) => query.state.dataUpdatedAt < startedAt,
        refetchType: 'none',
      });
    });
  return {
    restored,
    stop: () => {
      stopped = true;
      waiting.clear();
      unsubscribe();
      globalThis.removeEventListener?.('pagehide', leave);
      globalThis.document?.removeEventListener('visibilitychange', onVisibilityChange);
    },
  };
}

/**
 * The client as the persister's restore sees it. The persister puts each kept record back with
 * `setQueryData`, which would replace an answer fetched while the records were still being read;
 * here the newer of the two stays (as `hydrate` decides), and nothing comes back once the session
 * has ended.
 */
function newerKept(queryClient: QueryClient, stopped: () => boolean): QueryClient {
  const target = {
    setQueryData(queryKey: QueryKey, data: unknown, options?: { updatedAt?: number }) {
      const present = queryClient.getQueryState(queryKey);
      const keptAt = options?.updatedAt ?? 0;
      if (stopped() || (present?.data !== undefined && present.dataUpdatedAt >= keptAt)) return;
      queryClient.setQueryData(queryKey, data, options);
    },
  };
  // Only the one method: the persister's restore calls nothing else of the client
  // (query-persistence.test.ts restores through it with a real client).
  return target as unknown as QueryClient;
}

/**
 * What the record holds of a query: its data and when it came. Not the last fetch's error, which
 * may be an object IndexedDB cannot store, nor a fetch in progress, which a restore never resumes.
 */
function storable(query: PersistedQuery): PersistedQuery {
  return {
    ...query,
    state: {
      ...query.state,
      error: null,
      fetchFailureReason: null,
      fetchFailureCount: 0,
      fetchMeta: null,
      fetchStatus: 'idle',
    },
  };
}

/**
 * Events after which a query's kept record differs: new data, a reset, a removal. Data older than
 * this page's start is the kept record itself, just restored.
 */
function changesKeptState(event: QueryCacheNotifyEvent, startedAt: number): boolean {
  if (event.type === 'removed') return true;
  const { data, dataUpdatedAt } = event.query.state;
  if (data !== undefined && dataUpdatedAt < startedAt) return false;
  if (event.type === 'added') return data !== undefined;
  if (event.type !== 'updated') return false;
  return event.action.type === 'success' || event.action.type === 'setState';
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([
    promise,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms)),
  ]);
}
