import 'fake-indexeddb/auto';
import type { PersistedQuery } from '@tanstack/query-persist-client-core';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreThenKeep } from './query-persistence';
import { keptQueryStorage, removeOtherUsersCaches } from './query-persister';

/** The visits of these tests, by id. */
const visitKey = (id: number) => ['visit', id] as const;

const persisted = (hash: string, buster = 'v1'): PersistedQuery => ({
  queryHash: hash,
  queryKey: JSON.parse(hash),
  buster,
  state: {
    data: { hash },
    dataUpdateCount: 1,
    dataUpdatedAt: Date.now(),
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
});
const keysOf = async (userId: number) =>
  (await keptQueryStorage(userId).entries()).map(([key]) => key).sort();

// The first test opens the database as the earlier version of the portal left it (the bare
// IndexedDB API, native version 30): it must run before this module's storage opens it.
describe('a cache kept by the earlier version', () => {
  it('opens as it is', async () => {
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('sfa-query-cache', 30);
      request.onupgradeneeded = () => {
        request.result
          .createObjectStore('queries', { keyPath: ['user', 'hash'] })
          .createIndex('user', 'user');
      };
      request.onsuccess = () => {
        const db = request.result;
        const { buster: _, ...query } = persisted('["visit",3]');
        const transaction = db.transaction('queries', 'readwrite');
        transaction
          .objectStore('queries')
          .put({ user: 9, hash: '["visit",3]', query, savedAt: 1_000, buster: 'v1' });
        transaction.oncomplete = () => {
          db.close();
          resolve();
        };
      };
      request.onerror = () => reject(request.error);
    });
    const [[key, query] = []] = await keptQueryStorage(9).entries();
    expect(key).toBe('q-["visit",3]');
    expect(query).toMatchObject({ buster: 'v1', queryKey: visitKey(3) });
  });
});

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
});

/** A page load of the portal: its own query client, keeping the user's cache. */
async function pageLoad(userId: number) {
  const queryClient = new QueryClient();
  const keeping = restoreThenKeep(queryClient, keptQueryStorage(userId), 'v1');
  stops.push(keeping.stop);
  await keeping.restored;
  return { queryClient, stop: keeping.stop };
}

describe('the kept query cache', () => {
  it('keeps what two page loads after each other fetched, each on its own record', async () => {
    const first = await pageLoad(21);
    const next = await pageLoad(21);
    first.queryClient.setQueryData(visitKey(1), { id: 1 });
    next.queryClient.setQueryData(visitKey(2), { id: 2 });
    await vi.waitFor(async () =>
      expect(await keysOf(21)).toEqual(['q-["visit",1]', 'q-["visit",2]']),
    );
  });

  it('commits a leaving write within the event', async () => {
    const storage = keptQueryStorage(22);
    await storage.entries();
    const commit = vi.spyOn(IDBTransaction.prototype, 'commit');
    void storage.setItem('q-["visit",5]', persisted('["visit",5]'));
    const before = commit.mock.calls.length;
    storage.flushNow();
    expect(commit.mock.calls.length).toBe(before + 1);
    await vi.waitFor(async () => expect(await keysOf(22)).toEqual(['q-["visit",5]']));
  });

  it('removes other users’ caches and keeps this one’s', async () => {
    await keptQueryStorage(24).setItem('q-["mine"]', persisted('["mine"]'));
    await keptQueryStorage(25).setItem('q-["theirs"]', persisted('["theirs"]'));
    await removeOtherUsersCaches(24);
    expect(await keysOf(24)).toEqual(['q-["mine"]']);
    expect(await keysOf(25)).toEqual([]);
  });

  it('lets the database go when sign-out deletes it, and opens it again after', async () => {
    const storage = keptQueryStorage(26);
    await storage.setItem('q-["before"]', persisted('["before"]'));
    const deleted = await new Promise<string>((resolve) => {
      const request = indexedDB.deleteDatabase('sfa-query-cache');
      request.onsuccess = () => resolve('deleted');
      request.onblocked = () => resolve('blocked');
    });
    expect(deleted).toBe('deleted');
    expect(await storage.entries()).toEqual([]);
    await storage.setItem('q-["after"]', persisted('["after"]'));
    expect(await keysOf(26)).toEqual(['q-["after"]']);
  });
});
