import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { Dexie, type EntityTable } from 'dexie';

/** The persisted TanStack Query cache; wiped with everything else at sign-out. */
export const QUERY_CACHE_DB_NAME = 'sfa-query-cache';

interface StoredClient {
  /** `user:<id>`: one user's cache is never restored for another. */
  key: string;
  client: PersistedClient;
}

type QueryCacheDatabase = Dexie & { clients: EntityTable<StoredClient, 'key'> };

let shared: QueryCacheDatabase | undefined;

function database(): QueryCacheDatabase {
  if (!shared) {
    shared = new Dexie(QUERY_CACHE_DB_NAME) as QueryCacheDatabase;
    shared.version(1).stores({ clients: 'key' });
  }
  return shared;
}

export interface DexiePersister extends Persister {
  /** Drops a save still waiting for its throttle (the session ended). */
  cancel(): void;
}

/**
 * A Dexie-backed persister for one user. The client is stored as it is (IndexedDB clones it; no
 * JSON string to build), and saves are throttled: the cache notifies on every fetch, and one
 * write a second is plenty.
 */
export function createDexiePersister(userId: number, throttleMs = 1000): DexiePersister {
  const key = `user:${userId}`;
  let pending: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = async () => {
    timer = undefined;
    const client = pending;
    pending = undefined;
    if (!client) return;
    try {
      await database().clients.put({ key, client });
    } catch (error) {
      // Quota or a value IndexedDB cannot clone: the portal works on, only not offline.
      console.warn('Query cache not persisted', error);
    }
  };
  // Leaving the page (a reload, another address, the tab closed) must not lose the last second.
  const flushNow = () => {
    if (!timer) return;
    clearTimeout(timer);
    void flush();
  };
  globalThis.addEventListener?.('pagehide', flushNow);
  return {
    persistClient: (client) => {
      pending = client;
      timer ??= setTimeout(() => void flush(), throttleMs);
    },
    restoreClient: async () => (await database().clients.get(key))?.client,
    removeClient: async () => {
      await database().clients.delete(key);
    },
    cancel: () => {
      globalThis.removeEventListener?.('pagehide', flushNow);
      clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}

/** Other users' caches (a shared tablet after a session ended on its own). */
export async function removeOtherUsersCaches(userId: number): Promise<void> {
  await database()
    .clients.where('key')
    .notEqual(`user:${userId}`)
    .delete()
    .catch(() => undefined);
}
