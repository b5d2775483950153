import { OUTBOX_DB_NAME } from './outbox-db-name';
import { type OutboxItem, pendingRecords } from './outbox-types';

/**
 * Records the outbox keeps on this device for anyone (their sessions ended on their own, so
 * their queues wait for their next sign-in), read for the login page with the bare IndexedDB
 * API: the login page loads neither the outbox nor its database library (its budget is tight,
 * and one read of one store needs none of Dexie). Never creates the database. 0 when it cannot
 * tell.
 */
export async function countKeptRecords(): Promise<number> {
  const factory = globalThis.indexedDB;
  if (typeof factory?.databases !== 'function') return 0;
  const databases = await factory.databases().catch(() => []);
  if (!databases.some((database) => database.name === OUTBOX_DB_NAME)) return 0;
  const items = await readItems(factory).catch(() => []);
  return items.reduce((sum, item) => sum + pendingRecords(item), 0);
}

async function readItems(factory: IDBFactory): Promise<OutboxItem[]> {
  const request = factory.open(OUTBOX_DB_NAME);
  // Deleted meanwhile: opening would create it empty, which is not this reader's to do.
  request.onupgradeneeded = () => request.transaction?.abort();
  const connection = await requestResult(request);
  // A newer version opening elsewhere must not wait for this reader.
  connection.onversionchange = () => connection.close();
  try {
    // The photos come back as Blob handles: nothing of their bytes is read.
    const all = connection.transaction('items').objectStore('items').getAll();
    return (await requestResult(all)) as OutboxItem[];
  } finally {
    connection.close();
  }
}

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}
