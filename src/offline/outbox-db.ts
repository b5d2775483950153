import { Dexie, type EntityTable } from 'dexie';
import type { ServiceName } from '#src/contracts/service-names';
import { OUTBOX_DB_NAME } from './outbox-db-name';
import type { OutboxItem } from './outbox-types';

export { OUTBOX_DB_NAME };

/**
 * What the page leaves for the service worker's Background Sync while someone is signed in: the
 * access token (never the refresh token — rotating it from the worker would race the page's own
 * refresh) and the services' base URLs. Deleted when the session ends.
 */
export interface WorkerCredentials {
  key: 'credentials';
  userId: number;
  accessToken: string;
  /** ms since epoch */
  accessExpiresAt: number;
  services: Record<ServiceName, string>;
}

export type OutboxDatabase = Dexie & {
  items: EntityTable<OutboxItem, 'id'>;
  meta: EntityTable<WorkerCredentials, 'key'>;
};

export function openOutboxDb(name = OUTBOX_DB_NAME): OutboxDatabase {
  const db = new Dexie(name) as OutboxDatabase;
  db.version(1).stores({
    items: 'id, [ownerUserId+createdAt]',
    meta: 'key',
  });
  return db;
}

let shared: OutboxDatabase | undefined;

/** The one instance of this context (page or worker). */
export function outboxDb(): OutboxDatabase {
  shared ??= openOutboxDb();
  return shared;
}
