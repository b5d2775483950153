/// <reference lib="webworker" />
import { outboxDb } from '#src/offline/outbox-db';
import { type ReplayAuth, replayOutbox } from '#src/offline/outbox-replay';
import { SYNC_TAG } from '#src/offline/outbox-sync-tag';

declare const self: ServiceWorkerGlobalScope;

/** How long an open tab may take to replay before the worker reports the sync as failed. */
const CLIENT_REPLAY_TIMEOUT_MS = 120_000;

/**
 * Background Sync: the browser wakes the worker once the connection is back. A tab that is open
 * does the replay itself (it can refresh the token through the one refresh of src/api); with
 * none open, the worker replays with the access token the page left in IndexedDB while signed
 * in. It never refreshes (rotating the refresh token here would race the page): an expired or
 * refused token leaves the items for the owner's next visit. A sync that did not finish rejects,
 * so the browser schedules another.
 */
export function registerOutboxSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as ExtendableEvent & { tag: string };
    if (sync.tag !== SYNC_TAG) return;
    sync.waitUntil(syncOutbox());
  });
}

async function syncOutbox(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  const status = windows[0] ? await askClient(windows[0]) : await replayHere();
  if (status !== 'done') throw new Error(`outbox replay ${status}`);
}

function askClient(client: Client): Promise<string> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve('timeout'), CLIENT_REPLAY_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent) => {
      clearTimeout(timer);
      resolve(String(event.data));
    };
    client.postMessage({ type: 'OUTBOX_REPLAY' }, [channel.port2]);
  });
}

async function replayHere(): Promise<string> {
  const db = outboxDb();
  const credentials = await db.meta.get('credentials');
  if (!credentials) return 'paused';
  const usable = () =>
    credentials.accessExpiresAt - Date.now() > 10_000 ? credentials.accessToken : null;
  const auth: ReplayAuth = {
    userId: credentials.userId,
    token: async () => usable(),
    renew: async () => null,
  };
  const result = await replayOutbox({
    db,
    auth,
    baseUrl: (service) => credentials.services[service],
    force: true,
  });
  return result.status;
}
