import {
  dehydrate,
  hydrate,
  onlineManager,
  partialMatchKey,
  type Query,
  type QueryCacheNotifyEvent,
  type QueryClient,
} from '@tanstack/react-query';
import { getSessionUser, subscribeSession } from '#src/api/session';
import { fileKeys } from '#src/lib/file-keys';
import { APP_VERSION } from '#src/lib/version';
import { nextTask } from '#src/startup/next-task';
import {
  type DehydratedQuery,
  type KeptChanges,
  type KeptQueryStore,
  keptQueryStore,
  removeOtherUsersCaches,
} from './query-persister';

/**
 * How long a signed-in user's cache stays readable offline: a checker's field trip. Queries are
 * kept in memory as long (gcTime), or an unused one would drop out of the persisted copy.
 */
export const QUERY_CACHE_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;
/** Kept queries hydrated per task at start-up. */
const HYDRATE_BATCH = 8;
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
  active?.stop();
  active = undefined;
}

async function follow(queryClient: QueryClient, userId: number): Promise<void> {
  const keeping = restoreThenKeep(queryClient, keptQueryStore(userId), APP_VERSION);
  const current = { userId, stop: keeping.stop };
  active = current;
  await withTimeout(keeping.restored, RESTORE_TIMEOUT_MS);
  if (active !== current) return;
  void removeOtherUsersCaches(userId);
}

/**
 * Restores the kept queries into the client, then saves each query the client changes: its new
 * data, or its removal. Only changed queries are written, so a page never overwrites what another
 * page load kept (see {@link keptQueryStore}). What a screen fetches while the kept queries are
 * still being read is saved as well (hydrating keeps the newer of two answers). Leaving the page
 * (a reload, another address, the tab closed or sent to the background) writes what waits at
 * once, and so again what a write had only started: a page torn down may never see it commit.
 * A read that fails is tried once more, and nothing is deleted for it.
 */
export function restoreThenKeep(
  queryClient: QueryClient,
  store: KeptQueryStore,
  buster: string,
  /** Tests only: saves wait this long for more changes instead of writing in the same task. */
  throttleMs = 0,
): { restored: Promise<void>; stop: () => void } {
  const cache = queryClient.getQueryCache();
  const startedAt = Date.now();
  let stopped = false;
  let hydrating = false;
  // Hashes whose save is due, and those of writes not yet committed.
  const waiting = new Set<string>();
  const writing = new Set<Set<string>>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queued = false;

  const changesOf = (hashes: Set<string>): KeptChanges => {
    const savedAt = Date.now();
    const kept = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => hashes.has(query.queryHash) && shouldPersistQuery(query),
      shouldDehydrateMutation: () => false,
    }).queries;
    const put = kept.map((query) => ({ hash: query.queryHash, query, savedAt, buster }));
    const putHashes = new Set(put.map(({ hash }) => hash));
    return { put, remove: [...hashes].filter((hash) => !putHashes.has(hash)) };
  };
  const takeWaiting = () => {
    clearTimeout(timer);
    timer = undefined;
    queued = false;
    const hashes = new Set(waiting);
    waiting.clear();
    return hashes;
  };
  const save = async () => {
    const hashes = takeWaiting();
    if (stopped || hashes.size === 0) return;
    writing.add(hashes);
    await store.write(changesOf(hashes));
    writing.delete(hashes);
  };
  const leave = () => {
    const hashes = takeWaiting();
    for (const started of writing) for (const hash of started) hashes.add(hash);
    writing.clear();
    if (!stopped && hashes.size) store.writeNow(changesOf(hashes));
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') leave();
  };

  const unsubscribe = cache.subscribe((event) => {
    // A kind never kept (a thumbnail's content) has nothing to save or delete: no write for it.
    if (stopped || hydrating || !changesKeptState(event) || !isKeptKind(event.query)) return;
    waiting.add(event.query.queryHash);
    if (queued) return;
    queued = true;
    // Written in the task that brought the answer, before the screen shows it: a write on
    // leaving the page is a last chance only (in Chromium about one in fifteen such writes never
    // landed when pages followed each other quickly). Answers that come together share a write.
    if (throttleMs > 0) timer = setTimeout(() => void save(), throttleMs);
    else queueMicrotask(() => void save());
  });
  // Hidden comes first when a tab closes or a tablet switches apps (where the page may be killed
  // with no pagehide after); pagehide covers a reload and another address.
  globalThis.addEventListener?.('pagehide', leave);
  globalThis.document?.addEventListener('visibilitychange', onVisibilityChange);

  const restored = readKept(store, buster, startedAt)
    .catch((error: unknown) => console.warn('Query cache not restored', error))
    .then(async (kept) => {
      if (stopped || !kept?.length) return;
      // A few queries a task: a returning user's dozens of kept queries, hydrated at once, made
      // one of the longest tasks of a signed-in start on a tablet.
      for (let at = 0; at < kept.length; at += HYDRATE_BATCH) {
        if (at > 0) await nextTask();
        if (stopped) return;
        hydrating = true;
        try {
          hydrate(queryClient, { queries: kept.slice(at, at + HYDRATE_BATCH), mutations: [] });
        } finally {
          hydrating = false;
        }
      }
      // What the device kept is shown at once but is not taken as fresh: a screen asks the
      // server again when it mounts (online). Not what came from the server since the start.
      void queryClient.invalidateQueries({
        predicate: (query) => query.state.dataUpdatedAt < startedAt,
        refetchType: 'none',
      });
    });
  return {
    restored,
    stop: () => {
      stopped = true;
      takeWaiting();
      writing.clear();
      unsubscribe();
      globalThis.removeEventListener?.('pagehide', leave);
      globalThis.document?.removeEventListener('visibilitychange', onVisibilityChange);
    },
  };
}

/** Events after which a query's kept record differs: new data, a reset, a removal. */
function changesKeptState(event: QueryCacheNotifyEvent): boolean {
  if (event.type === 'removed') return true;
  if (event.type === 'added') return event.query.state.data !== undefined;
  if (event.type !== 'updated') return false;
  return event.action.type === 'success' || event.action.type === 'setState';
}

/** The kept queries still usable; those of another version or past the offline window go. */
async function readKept(
  store: KeptQueryStore,
  buster: string,
  now: number,
): Promise<DehydratedQuery[]> {
  const read = async () => store.read();
  const kept = await read().catch(() => delay(RESTORE_RETRY_MS).then(read));
  const savedSince = now - QUERY_CACHE_MAX_AGE_MS;
  const usable = kept.filter((record) => record.buster === buster && record.savedAt >= savedSince);
  if (usable.length < kept.length) void store.dropStale(buster, savedSince);
  return usable.map(({ query }) => query);
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([
    promise,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms)),
  ]);
}
