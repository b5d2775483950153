import type { DehydratedState } from '@tanstack/react-query';
import { Dexie, type Table, type Transaction } from 'dexie';

/** The persisted TanStack Query cache; wiped with everything else at sign-out. */
export const QUERY_CACHE_DB_NAME = 'sfa-query-cache';

export type DehydratedQuery = DehydratedState['queries'][number];

/** One query of a user's kept cache, as saved. */
export interface KeptQuery {
  /** The query's hash (its key as TanStack Query writes it). */
  hash: string;
  query: DehydratedQuery;
  /** When this record was written: a record older than the offline window is dropped. */
  savedAt: number;
  /** The portal version that wrote it: another version's data may not fit its screens. */
  buster: string;
}

/**
 * A record per query, not one copy of the whole cache: a page writes only the queries it changed,
 * so two page loads never overwrite each other's work. Chromium may read the kept cache for a new
 * page before the previous page's last write has landed; with a whole copy, the new page's first
 * save then replaced the visit the previous page had just fetched.
 */
interface StoredQuery extends KeptQuery {
  /** The user whose cache it is: one user's cache is never restored for another. */
  user: number;
}

/** How the cache was kept before it was one record per query: migrated once, then dropped. */
interface StoredClient {
  key: string;
  client: {
    timestamp: number;
    buster: string;
    clientState: { queries: DehydratedQuery[] };
  };
}

type QueryCacheDatabase = Dexie & {
  queries: Table<StoredQuery, [number, string]>;
};

let shared: QueryCacheDatabase | undefined;

function database(): QueryCacheDatabase {
  if (!shared) {
    shared = new Dexie(QUERY_CACHE_DB_NAME) as QueryCacheDatabase;
    shared.version(1).stores({ clients: 'key' });
    shared
      .version(2)
      .stores({ clients: 'key', queries: '[user+hash], user' })
      .upgrade(migrateWholeCopies);
    shared.version(3).stores({ clients: null });
  }
  return shared;
}

async function migrateWholeCopies(transaction: Transaction): Promise<void> {
  const copies: StoredClient[] = await transaction.table('clients').toArray();
  const records = copies.flatMap(({ key, client }) => {
    const user = Number(key.replace('user:', ''));
    if (!Number.isInteger(user)) return [];
    return client.clientState.queries.map(
      (query): StoredQuery => ({
        user,
        hash: query.queryHash,
        query,
        savedAt: client.timestamp,
        buster: client.buster,
      }),
    );
  });
  await transaction.table('queries').bulkPut(records);
}

/** Changes to one user's kept queries: records written, and hashes of queries now gone. */
export interface KeptChanges {
  put: KeptQuery[];
  remove: string[];
}

/** One user's kept queries in IndexedDB. */
export interface KeptQueryStore {
  read(): Promise<KeptQuery[]>;
  /** Writes the changes in one transaction; resolves once it has committed (never rejects). */
  write(changes: KeptChanges): Promise<void>;
  /**
   * The same, started and committed within a page's leaving event. Dexie commits only once its
   * put's answer has come back, which a page being torn down never gets: in Chromium such a write
   * was lost on every reload, while a native transaction committed at once survived.
   */
  writeNow(changes: KeptChanges): void;
  /** Drops records another version wrote or older than `savedSince`, checked as they are deleted. */
  dropStale(buster: string, savedSince: number): Promise<void>;
}

export function keptQueryStore(userId: number): KeptQueryStore {
  const records = ({ put }: KeptChanges) => put.map((kept) => ({ ...kept, user: userId }));
  const keys = ({ remove }: KeptChanges) => remove.map((hash): [number, string] => [userId, hash]);
  const write = async (changes: KeptChanges) => {
    const db = database();
    try {
      await db.transaction('rw', db.queries, async () => {
        if (changes.put.length) await db.queries.bulkPut(records(changes));
        if (changes.remove.length) await db.queries.bulkDelete(keys(changes));
      });
    } catch (error) {
      // Quota or a value IndexedDB cannot clone: the portal works on, only not offline.
      console.warn('Query cache not persisted', error);
    }
  };
  return {
    read: async () => database().queries.where('user').equals(userId).toArray(),
    write,
    writeNow: (changes) => {
      const connection = database().backendDB();
      if (!connection) {
        void write(changes);
        return;
      }
      try {
        const transaction = connection.transaction('queries', 'readwrite');
        const store = transaction.objectStore('queries');
        for (const record of records(changes)) store.put(record);
        for (const key of keys(changes)) store.delete(key);
        transaction.commit();
      } catch (error) {
        console.warn('Query cache not persisted', error);
      }
    },
    dropStale: async (buster, savedSince) => {
      await database()
        .queries.where('user')
        .equals(userId)
        .filter((kept) => kept.buster !== buster || kept.savedAt < savedSince)
        .delete()
        .catch(() => undefined);
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
