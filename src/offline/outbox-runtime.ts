import { getUnreachableSince, subscribeReachability } from '#src/api/server-reachability';
import { getSession, getSessionUser, subscribeSession } from '#src/api/session';
import type { ServiceName } from '#src/contracts/service-names';
import { getRuntimeConfig } from '#src/lib/runtime-config';
import { nextTask } from '#src/startup/next-task';
import { pageReplayAuth } from './outbox-auth';
import { outboxDb } from './outbox-db';
import { createDrainWatch, type DrainWatch } from './outbox-drain';
import { type ReplayResult, replayOutbox } from './outbox-replay';
import { MAX_BACKOFF_MS } from './outbox-retry';
import {
  announceDrained,
  countRecords,
  getOutboxSnapshot,
  type OutboxSnapshot,
  updateOutboxSnapshot,
} from './outbox-snapshot';
import { discardItem, enqueue, type NewItem, observeItems, retryItem } from './outbox-store';
import { SYNC_TAG } from './outbox-sync-tag';
import type { OutboxItem } from './outbox-types';

let stopObserving: (() => void) | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<ReplayResult | undefined> | undefined;
let rerun: { force: boolean } | undefined;
/**
 * The answers of items this tab's replay delivered, until their sender asks (see sendQueued);
 * answers only (no photo blobs held), and only the latest few.
 */
const arrivals = new Map<string, unknown[]>();
const KEPT_ARRIVALS = 50;

function noteArrival(item: OutboxItem): void {
  arrivals.set(
    item.id,
    item.parts.map((part) => part.response),
  );
  for (const id of arrivals.keys()) {
    if (arrivals.size <= KEPT_ARRIVALS) break;
    arrivals.delete(id);
  }
}

let drain: DrainWatch | undefined;

function publish(next: Partial<OutboxSnapshot>): void {
  updateOutboxSnapshot(next);
  const { userId, items } = getOutboxSnapshot();
  drain?.observe(userId, items, navigator.onLine);
}

/** The user drops an item: it will not be sent, and does not count as sent when it goes. */
export async function discardQueued(id: string): Promise<void> {
  drain?.discarded(id);
  await discardItem(id);
}

/** The user sends a failed item again. */
export async function retryQueued(id: string): Promise<void> {
  await retryItem(id);
  await replayNow();
}

/**
 * Records not yet arrived (failed items included: they are not sent either).
 * @public through start-outbox.ts, which the start loads as a module object.
 */
export const unsentCount = (): number => countRecords(getOutboxSnapshot().items);

/**
 * Replays the signed-in user's items now (one replay at a time across tabs and the worker).
 * `force` skips the back-off: the connection came back, the app started, the user asked.
 */
export function replayNow(force = true): Promise<ReplayResult | undefined> {
  if (running) {
    rerun = { force: force || Boolean(rerun?.force) };
    return running;
  }
  running = (async () => {
    let result: ReplayResult | undefined;
    let pass: { force: boolean } | undefined = { force };
    while (pass) {
      rerun = undefined;
      result = await replayOnce(pass.force);
      pass = rerun;
    }
    return result;
  })().finally(() => {
    running = undefined;
  });
  return running;
}

async function replayOnce(force: boolean): Promise<ReplayResult | undefined> {
  const userId = getSessionUser()?.id;
  if (userId === undefined) return undefined;
  clearTimeout(retryTimer);
  try {
    const result = await replayOutbox({
      db: outboxDb(),
      auth: pageReplayAuth(userId),
      baseUrl: (service) => new URL(getRuntimeConfig().services[service], location.href).href,
      force,
      onArrived: noteArrival,
    });
    publish({ paused: result.status === 'paused' });
    if (result.status === 'waiting') {
      retryLater(result.nextAttemptAt - Date.now());
      void registerBackgroundSync();
    }
    return result;
  } catch (error) {
    // IndexedDB closed under it, say: a queue left without a timer would wait for the next start.
    console.warn('Outbox replay failed', error);
    retryLater(MAX_BACKOFF_MS);
    return undefined;
  }
}

function retryLater(delay: number): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(
    () => void replayNow(false),
    Math.min(Math.max(delay, 0), MAX_BACKOFF_MS),
  );
}

/**
 * Stores an item in the outbox (durably, before anything is sent) and starts sending it. Resolves
 * once it is stored; whether it arrived shows in the snapshot.
 */
export async function addToOutbox(item: NewItem): Promise<string> {
  const id = await enqueue(item);
  void registerBackgroundSync();
  // Offline, a try would only fail and push the back-off further; `online` starts it.
  if (navigator.onLine) void replayNow();
  return id;
}

/**
 * How long a save waits for the server's answer before it answers as saved on the device. The
 * item is stored by then: a slow or hanging connection must not keep the user waiting on a
 * spinner for what is already safe, and the send goes on in the background. Long enough for a
 * server that answers to answer, so that a refusal (a field the server finds wrong) still comes
 * back to the form that can correct it.
 */
const ANSWER_WAIT_MS = 2_000;

/**
 * What became of a just-queued item after one replay (bounded by `timeoutMs`): `arrived` with its
 * parts' answers in order (absent when another tab or the worker delivered it), `failed` when the server
 * refused it, `queued` when it waits for the network or a sign-in.
 */
export type QueuedOutcome =
  | { status: 'arrived'; responses?: unknown[] }
  | { status: 'failed'; item: OutboxItem }
  | { status: 'queued'; item: OutboxItem };

export async function sendQueued(id: string, timeoutMs = ANSWER_WAIT_MS): Promise<QueuedOutcome> {
  if (navigator.onLine && getUnreachableSince() === undefined) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      // The replay addToOutbox started has this item in it; another pass would only retry early.
      running ?? replayNow(),
      new Promise((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
  }
  const responses = arrivals.get(id);
  if (responses) {
    arrivals.delete(id);
    return { status: 'arrived', responses };
  }
  const item = await outboxDb().items.get(id);
  if (!item) return { status: 'arrived' };
  if (item.state === 'failed') return { status: 'failed', item };
  drain?.kept(item);
  return { status: 'queued', item };
}

/** Asks the browser to wake the service worker when the connection is back, where it can. */
async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync (Firefox, Safari) or no worker: `online` and app start replay instead.
  }
}

/**
 * What the service worker needs to replay while no tab is open: the access token (only while
 * signed in) and the base URLs. Never the refresh token.
 */
async function writeWorkerCredentials(): Promise<void> {
  const session = getSession();
  const table = outboxDb().meta;
  try {
    if (!session) {
      await table.delete('credentials');
      return;
    }
    await table.put({
      key: 'credentials',
      userId: session.user.id,
      accessToken: session.accessToken,
      accessExpiresAt: Date.parse(session.accessExpiresAt),
      services: Object.fromEntries(
        Object.entries(getRuntimeConfig().services).map(([name, url]) => [
          name,
          new URL(url, location.href).href,
        ]),
      ) as Record<ServiceName, string>,
    });
  } catch (error) {
    console.warn('Outbox credentials not stored', error);
  }
}

function followUser(): void {
  const userId = getSessionUser()?.id;
  if (userId === getOutboxSnapshot().userId) return;
  stopObserving?.();
  stopObserving = undefined;
  publish({ userId, items: [], paused: false });
  if (userId === undefined) return;
  stopObserving = observeItems(userId, (items) => {
    if (getSessionUser()?.id === userId) publish({ items });
  });
}

let started = false;

/**
 * Starts the outbox of this tab (main.tsx, once): follows the signed-in user, replays on start,
 * on `online`, when the server answers again after an outage, when the service worker's
 * Background Sync asks, and after a back-off.
 */
export function startOutbox(): void {
  if (started) return;
  started = true;
  drain = createDrainWatch(Date.now(), announceDrained);
  followUser();
  // The worker's credentials and the replay on start each in a task of their own: with the
  // queue's first read they made one long task of the screen's start on a tablet.
  void nextTask()
    .then(() => {
      void writeWorkerCredentials();
      return nextTask();
    })
    .then(() => {
      if (getSessionUser()) void replayNow();
    });
  subscribeSession(() => {
    const previous = getOutboxSnapshot().userId;
    followUser();
    void writeWorkerCredentials();
    // The owner signed in again (or the token was renewed): a paused queue goes on.
    const { paused, userId } = getOutboxSnapshot();
    if (getSessionUser() && (paused || previous !== userId)) void replayNow();
  });
  addEventListener('online', () => void replayNow());
  // The server answers again after an outage (the store tells changes only): the queue goes
  // now, not after its back-off.
  subscribeReachability(() => {
    if (getUnreachableSince() === undefined && getSessionUser()) void replayNow();
  });
  // What is queued now waits for the network: its sending later is worth a word.
  addEventListener('offline', () => {
    const { userId, items } = getOutboxSnapshot();
    drain?.observe(userId, items, false);
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type !== 'OUTBOX_REPLAY') return;
    void replayNow().then((result) => event.ports[0]?.postMessage(result?.status ?? 'paused'));
  });
}
