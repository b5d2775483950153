import type { ServiceName } from '#src/contracts/service-names';
import { type OutboxDatabase, ownerItems } from './outbox-db';
import { substituteRefs, UnresolvedRefError } from './outbox-refs';
import { backoffDelay, classifyFailure, MAX_BACKOFF_MS } from './outbox-retry';
import type { OutboxError, OutboxItem, OutboxPart } from './outbox-types';

/** One replay at a time across every tab and the service worker. */
const REPLAY_LOCK = 'sfa-outbox-replay';

/**
 * Every call of a replay ends within this, answer or not: the replay holds the cross-context
 * lock, and a call to a server that was killed mid-answer must not keep every other tab and the
 * worker from sending.
 */
export const PART_TIMEOUT_MS = 60_000;

/**
 * Where the replay gets what it must not store: the token, renewed at send time. Both answer
 * `null` when no session of `userId` can be had (signed out, another user, refresh refused): the
 * queue then pauses until the owner signs in again. A network failure of the refresh rejects,
 * which counts as no answer (retry later).
 */
export interface ReplayAuth {
  userId: number;
  /** A token that is not about to expire, refreshed first if need be. */
  token(): Promise<string | null>;
  /** After a 401 with `stale`: a renewed token, or null. */
  renew(stale: string): Promise<string | null>;
}

export interface ReplayDeps {
  db: OutboxDatabase;
  auth: ReplayAuth;
  /** Absolute base URL of a service. */
  baseUrl(service: ServiceName): string;
  fetch?: typeof fetch;
  now?: () => number;
  /**
   * Ignore the back-off: `online`, app start, "send now". A failure then starts the back-off
   * afresh (2 s): the network or the server has just changed, and a first try that misses it by
   * a moment must not wait a minute.
   */
  force?: boolean;
  /** Told of each item that arrived whole, with every part's answer (before it is deleted). */
  onArrived?: (item: OutboxItem) => void;
  /** Runs the task under the cross-context lock; defaults to navigator.locks. */
  lock?: <T>(task: () => Promise<T>) => Promise<T>;
}

/**
 * `done` — nothing left to send for this user (failed items aside); `waiting` — an item must be
 * retried at `nextAttemptAt`; `paused` — no usable session: wait for the owner's sign-in.
 */
export type ReplayResult =
  | { status: 'done'; sent: number; failed: number }
  | { status: 'waiting'; sent: number; failed: number; nextAttemptAt: number }
  | { status: 'paused'; sent: number; failed: number };

type PartOutcome =
  | { kind: 'ok'; response: unknown }
  | { kind: 'failure'; status: number; data?: unknown; retryAfter?: number }
  | { kind: 'auth' };

/**
 * Sends the user's pending items oldest first, each part in order, attaching a fresh token to
 * every call. After each part its answer is stored before the next part starts, so a crash or a
 * lost answer at any point replays at most one call, under the same Idempotency-Key.
 */
export async function replayOutbox(deps: ReplayDeps): Promise<ReplayResult> {
  const lock = deps.lock ?? withReplayLock;
  return lock(() => replayLocked(deps));
}

async function replayLocked(deps: ReplayDeps): Promise<ReplayResult> {
  const now = deps.now ?? Date.now;
  const { db, auth } = deps;
  const items = await ownerItems(db, auth.userId).toArray();
  let sent = 0;
  let failed = 0;
  for (const item of items) {
    if (item.state === 'failed') continue;
    // Items keep their order: one that must wait holds back the ones after it.
    if (!deps.force && !isDue(item, now())) {
      return { status: 'waiting', sent, failed, nextAttemptAt: item.nextAttemptAt };
    }
    await db.items.update(item.id, { state: 'sending' });
    const outcome = await sendItem(item, deps);
    if (outcome.kind === 'ok') {
      deps.onArrived?.({ ...item, parts: outcome.parts });
      await db.items.delete(item.id);
      sent += 1;
      continue;
    }
    if (outcome.kind === 'auth') {
      await db.items.update(item.id, { state: 'pending' });
      return { status: 'paused', sent, failed };
    }
    const error: OutboxError = {
      status: outcome.status,
      data: outcome.data,
      part: outcome.part,
      at: now(),
    };
    if (classifyFailure(outcome.status, outcome.retryAfter) === 'refused') {
      await db.items.update(item.id, { state: 'failed', error });
      failed += 1;
      continue;
    }
    const attempts = (deps.force ? 0 : item.attempts) + 1;
    const nextAttemptAt = now() + backoffDelay(attempts, outcome.retryAfter);
    await db.items.update(item.id, { state: 'pending', attempts, nextAttemptAt, error });
    return { status: 'waiting', sent, failed, nextAttemptAt };
  }
  return { status: 'done', sent, failed };
}

/** Due, or set further ahead than any back-off (the device's clock was put back since). */
function isDue(item: OutboxItem, now: number): boolean {
  return item.nextAttemptAt <= now || item.nextAttemptAt - now > MAX_BACKOFF_MS;
}

type ItemOutcome =
  | { kind: 'ok'; parts: OutboxPart[] }
  | { kind: 'auth' }
  | { kind: 'failure'; status: number; data?: unknown; retryAfter?: number; part: number };

async function sendItem(item: OutboxItem, deps: ReplayDeps): Promise<ItemOutcome> {
  const parts = item.parts.map((part) => ({ ...part }));
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    if (part.done) continue;
    let outcome: PartOutcome;
    try {
      outcome = await sendPart(parts, index, deps);
    } catch (error) {
      // A ref that cannot resolve will not resolve on a replay either: a defect, shown as failed.
      if (error instanceof UnresolvedRefError) {
        return { kind: 'failure', status: 400, data: { detail: error.message }, part: index };
      }
      throw error;
    }
    if (outcome.kind === 'auth') return outcome;
    if (outcome.kind === 'failure') return { ...outcome, part: index };
    parts[index] = { ...part, done: true, response: outcome.response };
    await deps.db.items.update(item.id, { parts });
  }
  return { kind: 'ok', parts };
}

async function sendPart(
  parts: readonly OutboxPart[],
  index: number,
  deps: ReplayDeps,
): Promise<PartOutcome> {
  const part = parts[index]!;
  const body = buildBody(parts, index);
  let token: string | null;
  try {
    token = await deps.auth.token();
  } catch {
    return { kind: 'failure', status: 0 };
  }
  if (!token) return { kind: 'auth' };
  let answer = await call(part, body, token, deps);
  if (answer.kind === 'failure' && answer.status === 401) {
    let renewed: string | null;
    try {
      renewed = await deps.auth.renew(token);
    } catch {
      return { kind: 'failure', status: 0 };
    }
    if (!renewed) return { kind: 'auth' };
    answer = await call(part, body, renewed, deps);
    if (answer.kind === 'failure' && answer.status === 401) return { kind: 'auth' };
  }
  return answer;
}

function buildBody(parts: readonly OutboxPart[], index: number): BodyInit | undefined {
  const part = parts[index]!;
  if (part.multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(part.multipart.fields)) {
      const resolved = substituteRefs(value, parts, index);
      form.append(name, typeof resolved === 'string' ? resolved : JSON.stringify(resolved));
    }
    const { file, files = [] } = part.multipart;
    for (const one of file ? [file, ...files] : files) form.append(one.field, one.blob, one.name);
    return form;
  }
  if (part.json === undefined) return undefined;
  return JSON.stringify(substituteRefs(part.json, parts, index));
}

async function call(
  part: OutboxPart,
  body: BodyInit | undefined,
  token: string,
  deps: ReplayDeps,
): Promise<PartOutcome> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${token}`,
    'Idempotency-Key': part.idempotencyKey,
  };
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  const url = joinUrl(deps.baseUrl(part.service), part.path);
  // The signal covers the body too: an answer cut off half-way ends as well.
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('Timed out', 'TimeoutError')),
    PART_TIMEOUT_MS,
  );
  try {
    const response = await (deps.fetch ?? fetch)(url, {
      method: part.method,
      headers,
      body,
      signal: controller.signal,
    });
    // A body that breaks off (time-out, a server killed mid-answer) is no answer: taken as an
    // empty success, a later part would miss the id it needs and the item would fail for good.
    const data = readJson(await response.text());
    if (response.ok) return { kind: 'ok', response: data };
    const retryAfter = Number(response.headers.get('retry-after')) || undefined;
    return { kind: 'failure', status: response.status, data, retryAfter };
  } catch {
    return { kind: 'failure', status: 0 };
  } finally {
    clearTimeout(timer);
  }
}

function readJson(text: string): unknown {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

async function withReplayLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return task();
  return (await locks.request(REPLAY_LOCK, task)) as T;
}
