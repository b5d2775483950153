import { type Collection, Dexie, type Table } from 'dexie';
import type { ServiceName } from '#src/contracts/service-names';
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

/**
 * The queue's database. Dexie closes it when another tab or the worker deletes or upgrades it
 * (`versionchange`: a sign-out elsewhere must not wait for this connection) and opens it again
 * on the next use.
 */
export type OutboxDatabase = Dexie & {
  /** Keyed by the id the outbox gives each item (a UUID), not by the database. */
  items: Table<OutboxItem, string>;
  meta: Table<WorkerCredentials, WorkerCredentials['key']>;
};

/** The owner's items in the order they were stored. */
const BY_OWNER = '[ownerUserId+createdAt]';

export function openOutboxDb(name = OUTBOX_DB_NAME): OutboxDatabase {
  const db = new Dexie(name) as OutboxDatabase;
  // Native version 10, the layout every version of the queue has had (the bare IndexedDB one
  // included): a queue kept on the device opens as it is. A new layout is a version 2 here.
  db.version(1).stores({
    items: `id, ${BY_OWNER}`,
    meta: 'key',
  });
  return db;
}

/** The owner's items, oldest first. */
export function ownerItems(db: OutboxDatabase, userId: number): Collection<OutboxItem, string> {
  return db.items
    .where(BY_OWNER)
    .between([userId, Number.NEGATIVE_INFINITY], [userId, Number.POSITIVE_INFINITY]);
}

let shared: OutboxDatabase | undefined;

/** The one instance of this context (page or worker). */
export function outboxDb(): OutboxDatabase {
  shared ??= openOutboxDb();
  return shared;
}
