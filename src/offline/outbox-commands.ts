import { probeServerNow } from '#src/api/server-reachability';
import type { QueuedOutcome } from './outbox-runtime';
import type { NewItem } from './outbox-store';

type Runtime = typeof import('./outbox-runtime');

/**
 * The outbox's code and its database library, loaded on first use: the screens and forms that
 * command the outbox load neither with their own code. By the time someone saves or presses a
 * button the offline start has loaded them anyway (src/features/offline/start-offline.ts).
 */
const runtime = (): Promise<Runtime> => import('./outbox-runtime');

/**
 * Stores an item in the outbox (durably, before anything is sent) and starts sending it. Resolves
 * once it is stored; rejects with OutboxStorageFullError when the device has no room for it.
 */
export async function addToOutbox(item: NewItem): Promise<string> {
  return (await runtime()).addToOutbox(item);
}

/** What became of a just-queued item after one replay (see outbox-runtime.ts). */
export async function sendQueued(id: string): Promise<QueuedOutcome> {
  return (await runtime()).sendQueued(id);
}

/** The user drops an item: it will not be sent. */
export async function discardQueued(id: string): Promise<void> {
  await (await runtime()).discardQueued(id);
}

/** The user sends a failed item again. */
export async function retryQueued(id: string): Promise<void> {
  await (await runtime()).retryQueued(id);
}

/**
 * "Send now": the signed-in user's queue, whatever its back-off; and whether the server answers
 * again is tried at once, not at its next scheduled try.
 */
export async function replayNow(): Promise<void> {
  probeServerNow();
  await (await runtime()).replayNow();
}
