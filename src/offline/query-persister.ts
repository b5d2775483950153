import type { DehydratedState } from '@tanstack/react-query';
import { committed, reopeningConnection, requestResult } from './idb-promise';

/** The persisted TanStack Query cache; wiped with everything else at sign-out. */
const QUERY_CACHE_DB_NAME = 'sfa-query-cache';

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

/**
 * The database as Dexie's version 3 of it left it (Dexie numbers versions ×10): read and written
 * with the bare API, since it is a store of records read once at start, on the way to the first
 * screen, where Dexie's opening and its promise machinery cost more than the reads themselves.
 */
const DB_VERSION = 30;
const QUERIES = 'queries';
/** The records' index by user. */
const BY_USER = 'user';
/** The store of whole copies that versions 1 and 2 had. */
const WHOLE_COPIES = 'clients';

const connection = reopeningConnection(() => {
  const request = indexedDB.open(QUERY_CACHE_DB_NAME, DB_VERSION);
  request.onupgradeneeded = () => {
    if (request.transaction) upgrade(request.result, request.transaction);
  };
  return request;
});
const database = connection.get;

function upgrade(db: IDBDatabase, transaction: IDBTransaction): void {
  if (!db.objectStoreNames.contains(QUERIES)) {
    db.createObjectStore(QUERIES, { keyPath: ['user', 'hash'] }).createIndex(BY_USER, 'user');
  }
  if (!db.objectStoreNames.contains(WHOLE_COPIES)) return;
  const copies = transaction.objectStore(WHOLE_COPIES).getAll();
  copies.onsuccess = () => {
    const queries = transaction.objectStore(QUERIES);
    for (const record of (copies.result as StoredClient[]).flatMap(recordsOfCopy)) {
      queries.put(record);
    }
    db.deleteObjectStore(WHOLE_COPIES);
  };
}

function recordsOfCopy({ key, client }: StoredClient): StoredQuery[] {
  const user = Number(key.replace('user:', ''));
  if (!Number.isInteger(user)) return [];
  return client.clientState.queries.map((query) => ({
    user,
    hash: query.queryHash,
    query,
    savedAt: client.timestamp,
    buster: client.buster,
  }));
}

/** Puts and deletes the changes in the transaction. */
function apply(transaction: IDBTransaction, records: StoredQuery[], keys: [number, string][]) {
  const store = transaction.objectStore(QUERIES);
  for (const record of records) store.put(record);
  for (const key of keys) store.delete(key);
}

/**
 * Deletes the records of `range` in the user index, or those of them `drop` picks (which then
 * reads each record; without it only keys are read).
 */
async function deleteWhere(range: IDBKeyRange, drop?: (stored: StoredQuery) => boolean) {
  const db = await database();
  const transaction = db.transaction(QUERIES, 'readwrite');
  const store = transaction.objectStore(QUERIES);
  const index = store.index(BY_USER);
  const cursor = drop ? index.openCursor(range) : index.openKeyCursor(range);
  cursor.onsuccess = () => {
    const at = cursor.result;
    if (!at) return;
    if (!drop || ('value' in at && drop(at.value as StoredQuery))) store.delete(at.primaryKey);
    at.continue();
  };
  await committed(transaction);
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
   * The same, started and committed within a page's leaving event: a transaction left to commit
   * once its requests had answered was lost on every reload in Chromium (a page being torn down
   * never gets the answers), while one committed at once survived.
   */
  writeNow(changes: KeptChanges): void;
  /** Drops records another version wrote or older than `savedSince`, checked as they are deleted. */
  dropStale(buster: string, savedSince: number): Promise<void>;
}

export function keptQueryStore(userId: number): KeptQueryStore {
  const records = ({ put }: KeptChanges) => put.map((kept) => ({ ...kept, user: userId }));
  const keys = ({ remove }: KeptChanges) => remove.map((hash): [number, string] => [userId, hash]);
  const write = async (changes: KeptChanges) => {
    try {
      const transaction = (await database()).transaction(QUERIES, 'readwrite');
      apply(transaction, records(changes), keys(changes));
      await committed(transaction);
    } catch (error) {
      // Quota or a value IndexedDB cannot clone: the portal works on, only not offline.
      console.warn('Query cache not persisted', error);
    }
  };
  return {
    read: async () => {
      const index = (await database()).transaction(QUERIES).objectStore(QUERIES).index(BY_USER);
      return (await requestResult(index.getAll(userId))) as StoredQuery[];
    },
    write,
    writeNow: (changes) => {
      const open = connection.current();
      if (!open) {
        void write(changes);
        return;
      }
      try {
        const transaction = open.transaction(QUERIES, 'readwrite');
        apply(transaction, records(changes), keys(changes));
        transaction.commit();
      } catch (error) {
        console.warn('Query cache not persisted', error);
      }
    },
    dropStale: (buster, savedSince) =>
      deleteWhere(
        IDBKeyRange.bound(userId, userId),
        (kept) => kept.buster !== buster || kept.savedAt < savedSince,
      ).catch(() => undefined),
  };
}

/** Other users' caches (a shared tablet after a session ended on its own). */
export async function removeOtherUsersCaches(userId: number): Promise<void> {
  await Promise.all([
    deleteWhere(IDBKeyRange.upperBound(userId, true)),
    deleteWhere(IDBKeyRange.lowerBound(userId, true)),
  ]).catch(() => undefined);
}
