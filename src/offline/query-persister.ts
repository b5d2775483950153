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
 * write a second is plenty. Leaving the page (a reload, another address, the tab closed or sent
 * to the background) writes what waits at once, see {@link writeOnLeave}.
 */
export function createDexiePersister(userId: number, throttleMs = 1000): DexiePersister {
  const key = `user:${userId}`;
  let pending: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const take = () => {
    clearTimeout(timer);
    timer = undefined;
    const client = pending;
    pending = undefined;
    return client;
  };
  const flush = async () => {
    const client = take();
    if (client) await write({ key, client });
  };
  const leave = () => {
    const client = take();
    if (client) writeOnLeave({ key, client });
  };
  // Hidden comes first when a tab closes or a tablet switches apps (where the page may be killed
  // with no pagehide after); pagehide covers a reload and another address.
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') leave();
  };
  globalThis.addEventListener?.('pagehide', leave);
  globalThis.document?.addEventListener('visibilitychange', onVisibilityChange);
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
      globalThis.removeEventListener?.('pagehide', leave);
      globalThis.document?.removeEventListener('visibilitychange', onVisibilityChange);
      take();
    },
  };
}

async function write(row: StoredClient): Promise<void> {
  try {
    await database().clients.put(row);
  } catch (error) {
    // Quota or a value IndexedDB cannot clone: the portal works on, only not offline.
    console.warn('Query cache not persisted', error);
  }
}

/**
 * A write while the page goes away, started and committed within the event. Dexie commits only
 * once the put's answer has come back, which a page being torn down never gets: in Chromium such
 * a write was lost on every reload, while a native transaction committed at once survived.
 */
function writeOnLeave(row: StoredClient): void {
  const connection = database().backendDB();
  if (!connection) {
    void write(row);
    return;
  }
  try {
    const transaction = connection.transaction('clients', 'readwrite');
    transaction.objectStore('clients').put(row);
    transaction.commit();
  } catch (error) {
    console.warn('Query cache not persisted', error);
  }
}

/** Other users' caches (a shared tablet after a session ended on its own). */
export async function removeOtherUsersCaches(userId: number): Promise<void> {
  await database()
    .clients.where('key')
    .notEqual(`user:${userId}`)
    .delete()
    .catch(() => undefined);
}
