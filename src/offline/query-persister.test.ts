import 'fake-indexeddb/auto';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreThenKeep } from './query-persistence';
import { type KeptQuery, keptQueryStore, removeOtherUsersCaches } from './query-persister';

/** The visits of these tests, by id. */
const visitKey = (id: number) => ['visit', id] as const;

// The first test opens the database as an earlier version of the portal left it: it must run
// before this module's store opens it.
describe('a cache kept as one whole copy by an earlier version', () => {
  it('is moved into records of their own when the database opens', async () => {
    const old = new Dexie('sfa-query-cache');
    old.version(1).stores({ clients: 'key' });
    const client = new QueryClient();
    client.setQueryData(visitKey(3), { id: 3 });
    await old.table('clients').put({
      key: 'user:9',
      client: { timestamp: 1_000, buster: 'v1', clientState: dehydrate(client) },
    });
    old.close();

    const kept = await keptQueryStore(9).read();
    expect(kept.map(({ hash, savedAt, buster }) => ({ hash, savedAt, buster }))).toEqual([
      { hash: '["visit",3]', savedAt: 1_000, buster: 'v1' },
    ]);
  });
});

const record = (hash: string, savedAt = Date.now(), buster = 'v1'): KeptQuery => ({
  hash,
  query: {
    queryHash: hash,
    queryKey: JSON.parse(hash),
    state: {
      data: { hash },
      dataUpdateCount: 1,
      dataUpdatedAt: savedAt,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
    dehydratedAt: savedAt,
  },
  savedAt,
  buster,
});
const hashes = (kept: KeptQuery[]) => kept.map(({ hash }) => hash).sort();

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
});

/** A page load of the portal: its own query client, keeping the user's cache. */
async function pageLoad(userId: number) {
  const queryClient = new QueryClient();
  const keeping = restoreThenKeep(queryClient, keptQueryStore(userId), 'v1', 60_000);
  stops.push(keeping.stop);
  await keeping.restored;
  return { queryClient, stop: keeping.stop };
}

describe('the kept query cache', () => {
  // Chromium may read the cache for the next page before the last page's leaving write has
  // landed. With one whole copy, the next page's first save then replaced the visit just fetched.
  it('keeps a visit whose leaving write landed after the next page had read the cache', async () => {
    const first = await pageLoad(21);
    first.queryClient.setQueryData(visitKey(1), { id: 1 });
    // The next page reads the cache while the first page's save still waits.
    const next = await pageLoad(21);
    expect(next.queryClient.getQueryData(visitKey(1))).toBeUndefined();
    // The first page is left (the next page has nothing to write yet), then the next page saves
    // the visit it fetched.
    dispatchEvent(new Event('pagehide'));
    first.stop();
    next.queryClient.setQueryData(visitKey(2), { id: 2 });
    dispatchEvent(new Event('pagehide'));

    await vi.waitFor(async () =>
      expect(hashes(await keptQueryStore(21).read())).toEqual(['["visit",1]', '["visit",2]']),
    );
  });

  it('commits a leaving write within the event', async () => {
    const store = keptQueryStore(22);
    await store.read();
    const commit = vi.spyOn(IDBTransaction.prototype, 'commit');
    store.writeNow({ put: [record('["visit",5]')], remove: [] });
    expect(commit).toHaveBeenCalledTimes(1);
    await vi.waitFor(async () => expect(hashes(await store.read())).toEqual(['["visit",5]']));
    store.writeNow({ put: [], remove: ['["visit",5]'] });
    await vi.waitFor(async () => expect(await store.read()).toEqual([]));
  });

  it('drops only what another version wrote or what is older than asked', async () => {
    const store = keptQueryStore(23);
    await store.write({
      put: [record('["a"]'), record('["b"]', 5), record('["c"]', Date.now(), 'v0')],
      remove: [],
    });
    await store.dropStale('v1', 1_000);
    expect(hashes(await store.read())).toEqual(['["a"]']);
  });

  it('removes other users’ caches and keeps this one’s', async () => {
    await keptQueryStore(24).write({ put: [record('["mine"]')], remove: [] });
    await keptQueryStore(25).write({ put: [record('["theirs"]')], remove: [] });
    await removeOtherUsersCaches(24);
    expect(hashes(await keptQueryStore(24).read())).toEqual(['["mine"]']);
    expect(await keptQueryStore(25).read()).toEqual([]);
  });

  it('lets the database go when sign-out deletes it, and opens it again after', async () => {
    const store = keptQueryStore(26);
    await store.write({ put: [record('["before"]')], remove: [] });
    const deleted = await new Promise<string>((resolve) => {
      const request = indexedDB.deleteDatabase('sfa-query-cache');
      request.onsuccess = () => resolve('deleted');
      request.onblocked = () => resolve('blocked');
    });
    expect(deleted).toBe('deleted');
    expect(await store.read()).toEqual([]);
    await store.write({ put: [record('["after"]')], remove: [] });
    expect(hashes(await store.read())).toEqual(['["after"]']);
  });
});
