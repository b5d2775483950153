import type { AsyncStorage, PersistedQuery } from '@tanstack/query-persist-client-core';
import { Dexie, type Table } from 'dexie';

/** The persisted TanStack Query cache; wiped with everything else at sign-out. */
const QUERY_CACHE_DB_NAME = 'sfa-query-cache';

/**
 * The key prefix the persister writes before a query's hash (`${prefix}-${hash}`); the records
 * are kept by user and hash, so the prefix is only translated, never stored.
 */
export const KEPT_QUERY_PREFIX = 'q';
const keyPrefix = `${KEPT_QUERY_PREFIX}-`;

/**
 * A record per query, not one copy of the whole cache: a page writes only the queries it changed,
 * so two page loads never overwrite each other's work. Chromium may read the kept cache for a new
 * page before the previous page's last write has landed; with a whole copy, the new page's first
 * save then replaced the visit the previous page had just fetched.
 */
interface StoredQuery {
  /** The user whose cache it is: one user's cache is never restored for another. */
  user: number;
  /** The query's hash (its key as TanStack Query writes it). */
  hash: string;
  /** The query as the persister wrote it (records of earlier versions lack `buster` here). */
  query: Omit<PersistedQuery, 'buster'> & { buster?: string };
  /** When this record was written. */
  savedAt: number;
  /** The portal version that wrote it: another version's data may not fit its screens. */
  buster: string;
}

type KeptCacheDatabase = Dexie & { queries: Table<StoredQuery, [number, string]> };

/**
 * Dexie's version 3 (native 30), the layout every earlier version of the portal left: a cache
 * kept by them opens as it is. Version 2's store of whole copies goes; its records were written
 * by a version whose buster no longer matches, so nothing of them would be restored anyway.
 */
function openDatabase(): KeptCacheDatabase {
  const db = new Dexie(QUERY_CACHE_DB_NAME) as KeptCacheDatabase;
  db.version(3).stores({ queries: '[user+hash], user', clients: null });
  return db;
}

let shared: KeptCacheDatabase | undefined;
const database = (): KeptCacheDatabase => {
  shared ??= openDatabase();
  return shared;
};

const recordKey = (userId: number, key: string): [number, string] => [
  userId,
  key.startsWith(keyPrefix) ? key.slice(keyPrefix.length) : key,
];

const persistedOf = (stored: StoredQuery): PersistedQuery => ({
  ...stored.query,
  buster: stored.query.buster ?? stored.buster,
});

/** One user's kept queries, as the persister's storage. */
export interface KeptQueryStorage extends Required<AsyncStorage<PersistedQuery>> {
  /**
   * Writes again, in one transaction committed within the event it is called in, every write
   * not yet seen committed: a page being torn down (a reload, another address, a closed tab)
   * never gets the answers a Dexie transaction waits for before it commits, and Chromium then
   * lost the write; one committed at once survived.
   */
  flushNow(): void;
}

export function keptQueryStorage(userId: number): KeptQueryStorage {
  const db = database();
  // Writes not yet committed, by hash: the record to put, or null for a removal.
  const uncommitted = new Map<string, StoredQuery | null>();
  const tracked = async (hash: string, change: StoredQuery | null, write: Promise<unknown>) => {
    uncommitted.set(hash, change);
    try {
      await write;
    } catch (error) {
      // Quota or a value IndexedDB cannot clone: the portal works on, only not offline.
      console.warn('Query cache not persisted', error);
    } finally {
      if (uncommitted.get(hash) === change) uncommitted.delete(hash);
    }
  };
  return {
    getItem: async (key) => {
      const stored = await db.queries.get(recordKey(userId, key));
      return stored && persistedOf(stored);
    },
    setItem: (key, query) => {
      const [user, hash] = recordKey(userId, key);
      const record: StoredQuery = { user, hash, query, savedAt: Date.now(), buster: query.buster };
      return tracked(hash, record, db.queries.put(record));
    },
    removeItem: async (key) => {
      const [user, hash] = recordKey(userId, key);
      await tracked(hash, null, db.queries.delete([user, hash]));
    },
    entries: async () =>
      (await db.queries.where('user').equals(userId).toArray()).map(
        (stored): [string, PersistedQuery] => [keyPrefix + stored.hash, persistedOf(stored)],
      ),
    flushNow: () => {
      if (uncommitted.size === 0 || !db.isOpen()) return;
      try {
        // The bare API: Dexie commits a transaction only after its requests have answered.
        const transaction = db.backendDB().transaction('queries', 'readwrite');
        const store = transaction.objectStore('queries');
        for (const [hash, record] of uncommitted) {
          if (record) store.put(record);
          else store.delete([userId, hash]);
        }
        transaction.commit();
      } catch (error) {
        console.warn('Query cache not persisted', error);
      }
    },
  };
}

/** Other users' caches (a shared tablet after a session ended on its own). */
export async function removeOtherUsersCaches(userId: number): Promise<void> {
  await database()
    .queries.where('user')
    .notEqual(userId)
    .delete()
    .catch(() => undefined);
}
