import type { ServiceName } from '#src/contracts/service-names';
import { committed, reopeningConnection, requestResult } from './idb-promise';
import { OUTBOX_DB_NAME } from './outbox-db-name';
import type { OutboxItem } from './outbox-types';

export { OUTBOX_DB_NAME };

/**
 * What the page leaves for the service worker's Background Sync while someone is signed in: the
 * access token (never the refresh token — rotating it from the worker would race the page's own
 * refresh) and the services' base URLs. Deleted when the session ends.
 */
interface WorkerCredentials {
  key: 'credentials';
  userId: number;
  accessToken: string;
  /** ms since epoch */
  accessExpiresAt: number;
  services: Record<ServiceName, string>;
}

/** The version the queue's database has had since it was written with Dexie (its 1, times ten). */
const VERSION = 10;
const ITEMS = 'items';
const META = 'meta';
/** The owner's items in the order they were stored. */
const BY_OWNER = '[ownerUserId+createdAt]';

type StoreName = typeof ITEMS | typeof META;

interface OutboxItems {
  get(id: string): Promise<OutboxItem | undefined>;
  add(item: OutboxItem): Promise<void>;
  /** Changes the stored item's fields; nothing when it is gone. */
  update(id: string, changes: Partial<OutboxItem>): Promise<void>;
  delete(id: string): Promise<void>;
  clear(): Promise<void>;
  count(): Promise<number>;
  /** The owner's items, oldest first. */
  ofOwner(userId: number): Promise<OutboxItem[]>;
  deleteOfOwner(userId: number): Promise<void>;
  /**
   * Stores the item `make` builds from the owner's newest one, the read and the write in one
   * transaction (which IndexedDB serialises across tabs and the worker).
   */
  addAfterLast(userId: number, make: (last: OutboxItem | undefined) => OutboxItem): Promise<void>;
}

interface OutboxMeta {
  get(key: WorkerCredentials['key']): Promise<WorkerCredentials | undefined>;
  put(value: WorkerCredentials): Promise<void>;
  delete(key: WorkerCredentials['key']): Promise<void>;
}

/**
 * The queue's database, read and written with the bare IndexedDB API: the page loads no database
 * library for it (Dexie's evaluation was one long task of every signed-in start on a tablet).
 * The layout is the one Dexie gave it, so a queue kept from before opens as it is.
 */
export interface OutboxDatabase {
  readonly name: string;
  items: OutboxItems;
  meta: OutboxMeta;
  /**
   * Calls `listener` after each change of the items, made here, in another tab or by the service
   * worker (each writer tells the others on a broadcast channel).
   */
  onItemsChanged(listener: () => void): () => void;
  close(): void;
  /** Deletes the database; the next use creates it again, empty. */
  delete(): Promise<void>;
}

const ownerRange = (userId: number) =>
  IDBKeyRange.bound([userId, Number.NEGATIVE_INFINITY], [userId, Number.POSITIVE_INFINITY]);

function openRequest(name: string): IDBOpenDBRequest {
  const request = indexedDB.open(name, VERSION);
  request.onupgradeneeded = () => {
    const db = request.result;
    if (!db.objectStoreNames.contains(ITEMS)) {
      db.createObjectStore(ITEMS, { keyPath: 'id' }).createIndex(BY_OWNER, [
        'ownerUserId',
        'createdAt',
      ]);
    }
    if (!db.objectStoreNames.contains(META)) db.createObjectStore(META, { keyPath: 'key' });
  };
  return request;
}

export function openOutboxDb(name = OUTBOX_DB_NAME): OutboxDatabase {
  const connection = reopeningConnection(() => openRequest(name));
  let channel: BroadcastChannel | undefined;
  const listeners = new Set<() => void>();

  const notify = () => {
    for (const listener of listeners) listener();
  };
  const changesChannel = (): BroadcastChannel | undefined => {
    if (!channel && typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(`sfa-outbox-changes:${name}`);
      channel.onmessage = notify;
      // Node (the unit tests) would otherwise keep running for the open channel.
      (channel as unknown as { unref?: () => void }).unref?.();
    }
    return channel;
  };

  async function run<T>(
    stores: StoreName[],
    mode: IDBTransactionMode,
    work: (stores: IDBObjectStore[]) => Promise<T>,
  ): Promise<T> {
    const db = await connection.get();
    const transaction = db.transaction(stores, mode);
    const done = committed(transaction);
    let result: T;
    try {
      result = await work(stores.map((store) => transaction.objectStore(store)));
    } catch (error) {
      done.catch(() => undefined);
      try {
        transaction.abort();
      } catch {
        // Finished already (the failed request aborted it).
      }
      throw error;
    }
    await done;
    if (mode === 'readwrite' && stores.includes(ITEMS)) {
      notify();
      changesChannel()?.postMessage('changed');
    }
    return result;
  }
  const read = <T>(store: StoreName, work: (store: IDBObjectStore) => Promise<T>) =>
    run([store], 'readonly', ([one]) => work(one!));
  const write = (store: StoreName, work: (store: IDBObjectStore) => Promise<unknown>) =>
    run([store], 'readwrite', async ([one]) => {
      await work(one!);
    });

  const items: OutboxItems = {
    get: (id) => read(ITEMS, (store) => requestResult(store.get(id))),
    add: (item) => write(ITEMS, (store) => requestResult(store.add(item))),
    update: (id, changes) =>
      write(ITEMS, async (store) => {
        const item = (await requestResult(store.get(id))) as OutboxItem | undefined;
        if (item) await requestResult(store.put({ ...item, ...changes, id }));
      }),
    delete: (id) => write(ITEMS, (store) => requestResult(store.delete(id))),
    clear: () => write(ITEMS, (store) => requestResult(store.clear())),
    count: () => read(ITEMS, (store) => requestResult(store.count())),
    ofOwner: (userId) =>
      read(ITEMS, (store) => requestResult(store.index(BY_OWNER).getAll(ownerRange(userId)))),
    deleteOfOwner: (userId) =>
      write(ITEMS, async (store) => {
        const keys = await requestResult(store.index(BY_OWNER).getAllKeys(ownerRange(userId)));
        await Promise.all(keys.map((key) => requestResult(store.delete(key))));
      }),
    addAfterLast: (userId, make) =>
      write(ITEMS, async (store) => {
        const cursor = await requestResult(
          store.index(BY_OWNER).openCursor(ownerRange(userId), 'prev'),
        );
        await requestResult(store.add(make(cursor?.value as OutboxItem | undefined)));
      }),
  };

  const meta: OutboxMeta = {
    get: (key) => read(META, (store) => requestResult(store.get(key))),
    put: (value) => write(META, (store) => requestResult(store.put(value))),
    delete: (key) => write(META, (store) => requestResult(store.delete(key))),
  };

  return {
    name,
    items,
    meta,
    onItemsChanged(listener) {
      listeners.add(listener);
      changesChannel();
      return () => listeners.delete(listener);
    },
    close() {
      void connection.close();
    },
    async delete() {
      await connection.close();
      await requestResult(indexedDB.deleteDatabase(name));
    },
  };
}

let shared: OutboxDatabase | undefined;

/** The one instance of this context (page or worker). */
export function outboxDb(): OutboxDatabase {
  shared ??= openOutboxDb();
  return shared;
}
