import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client';
import { idempotency_keys } from '#server/db/schema/index';
import { ApiError } from './errors';
import { MultipartDigest } from './idempotency-multipart';

/**
 * Idempotent writes: a POST, PATCH, PUT or DELETE carrying an `Idempotency-Key` header (a UUID
 * the client makes per change; the portal's outbox sends one with every queued write) runs at
 * most once per user, call (method and route pattern) and key:
 * - the first request runs; a 2xx answer is kept with a hash of the request (status and JSON
 *   body) for IDEMPOTENCY_TTL_MS;
 * - the same request again answers the kept status and body without running
 *   (`Idempotent-Replayed: true`; an empty answer, as a delete gives, replays empty);
 * - the same key with other content answers 409;
 * - a repeat while the first is still running waits up to WAIT_MS for it, then answers 409 with
 *   Retry-After (a retry later gets the kept answer); a running first run touches its claim
 *   every HEARTBEAT_MS, so a claim untouched for STALE_MS is one whose process died, and a
 *   repeat takes it over;
 * - a refusal or failure (not 2xx) keeps nothing: nothing was written, so a retry runs again.
 * The request's content is its JSON body, or for multipart its fields and each file's sha256
 * (idempotency-multipart.ts), so an upload sent again with another boundary still matches.
 * The answer is kept after the route's own transaction, unless the route keeps it inside that
 * transaction (keepAnswerIn): the offline outbox's calls do, so a process killed between the
 * route's commit and the kept answer cannot run a retry twice. Without the header nothing
 * changes.
 */
/**
 * The offline outbox keeps an item until it is sent (nothing expires there) and replays only
 * while its owner is signed in. A key outlives a sign-in (30 days by default), so a retry after
 * a lost answer finds it however long the tablet then stayed offline within that sign-in.
 */
export const IDEMPOTENCY_TTL_DAYS = 30;
const IDEMPOTENCY_TTL_MS = IDEMPOTENCY_TTL_DAYS * 24 * 60 * 60 * 1000;
const WAIT_MS = 5000;
const POLL_MS = 100;
/**
 * A killed process leaves its claims; a repeat waits this long after the last heartbeat before
 * it runs instead. Short, because the portal's outbox sends in order: an item held here holds
 * back every record queued after it. Several heartbeats long, so a live run (a slow upload) and
 * a little clock skew between processes never look dead.
 */
const STALE_MS = 30 * 1000;
const HEARTBEAT_MS = 5 * 1000;
const HEARTBEAT_LIMIT_MS = 10 * 60 * 1000;
const BUSY_RETRY_AFTER_SECONDS = 5;

const IDEMPOTENCY_MESSAGES = {
  malformed: 'Ключ идемпотентности (Idempotency-Key) должен быть UUID',
  reused: 'Ключ идемпотентности уже использован с другими данными',
  busy: 'Запрос с этим ключом идемпотентности ещё выполняется, повторите позже',
} as const;

const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Claim {
  rowId: number;
  /** Set for a multipart first run: its hash is known once the route has read it. */
  multipart?: MultipartDigest;
  /** Keeps the claim looking alive while the first run lasts. */
  heartbeat: ReturnType<typeof setInterval>;
  /** The route kept its answer inside its own transaction (keepAnswerIn). */
  keptInTransaction?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim?: Claim;
  }
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` hash alike. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // As JSON.stringify does: an undefined property is not there.
    const entries = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson(record[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The kept hash of a JSON request body. */
export const jsonRequestHash = (body: unknown) => sha256(stableJson(body));

type KeyRow = typeof idempotency_keys.$inferSelect;
type Outcome = { kind: 'run'; rowId: number } | { kind: 'done'; row: KeyRow } | { kind: 'busy' };

interface KeyId {
  userId: number;
  call: string;
  key: string;
}

const sameKey = (id: KeyId) =>
  and(
    eq(idempotency_keys.user_id, id.userId),
    eq(idempotency_keys.call, id.call),
    eq(idempotency_keys.key, id.key),
  );

/**
 * Takes the key for a first run, or finds its kept answer; waits while another request holds
 * it, at most WAIT_MS and only while its client is still there (`gone`). `hash` is null for
 * multipart (known only after the run). A JSON repeat with another hash is answered at once.
 * Whether a claim is stale is the database's to say, on its own clock: the claim's time is
 * the database's, and processes' clocks may differ from it.
 */
async function claim(
  db: Database,
  id: KeyId,
  hash: string | null,
  gone: () => boolean,
): Promise<Outcome> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    await db
      .delete(idempotency_keys)
      .where(and(sameKey(id), lt(idempotency_keys.expires_at, sql`now()`)));
    const [inserted] = await db
      .insert(idempotency_keys)
      .values({
        user_id: id.userId,
        call: id.call,
        key: id.key,
        request_hash: hash ?? '',
        expires_at: new Date(Date.now() + IDEMPOTENCY_TTL_MS),
      })
      .onConflictDoNothing()
      .returning({ id: idempotency_keys.id });
    if (inserted) return { kind: 'run', rowId: inserted.id };
    const [row] = await db.select().from(idempotency_keys).where(sameKey(id));
    // No row: released or expired meanwhile, taken again on the next round.
    if (row) {
      if (row.response_status !== null) return { kind: 'done', row };
      if (hash !== null && row.request_hash !== '' && row.request_hash !== hash) {
        return { kind: 'done', row };
      }
      // A claim untouched for STALE_MS is its dead process's: one repeat takes it over.
      const [taken] = await db
        .update(idempotency_keys)
        .set({ request_hash: hash ?? '', updated_at: sql`now()` })
        .where(
          and(
            eq(idempotency_keys.id, row.id),
            isNull(idempotency_keys.response_status),
            lt(idempotency_keys.updated_at, sql`now() - ${`${STALE_MS} milliseconds`}::interval`),
          ),
        )
        .returning({ id: idempotency_keys.id });
      if (taken) return { kind: 'run', rowId: taken.id };
    }
    if (Date.now() >= deadline || gone()) return { kind: 'busy' };
    await sleep(POLL_MS);
  }
}

function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header.join(',') : header;
  if (!UUID.test(key.trim())) {
    throw new ApiError(400, IDEMPOTENCY_MESSAGES.malformed, [
      { field: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGES.malformed },
    ]);
  }
  return key.trim().toLowerCase();
}

const isMultipart = (request: FastifyRequest) =>
  /^multipart\//i.test(request.headers['content-type'] ?? '');

function replay(reply: FastifyReply, row: KeyRow): FastifyReply {
  reply.code(row.response_status ?? 200).header('idempotent-replayed', 'true');
  if (row.response_body === null) return reply.send();
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(row.response_body));
}

async function beforeHandler(request: FastifyRequest, reply: FastifyReply) {
  if (!WRITES.has(request.method)) return;
  const key = keyOf(request);
  // Public calls (sign-in) have no user to keep a key under.
  if (!key || !request.caller) return;
  const db = request.server.db;
  const id = {
    userId: request.caller.id,
    call: `${request.method} ${request.routeOptions.url}`,
    key,
  };
  const multipart = isMultipart(request);
  const hash = multipart ? null : jsonRequestHash(request.body);
  // A client that hung up gets no answer: its request stops waiting for the key. Its socket
  // says so; the request stream is destroyed anyway once its body has been read.
  const gone = () => reply.raw.destroyed || request.raw.socket?.destroyed === true;
  const outcome = await claim(db, id, hash, gone);
  if (outcome.kind === 'busy') {
    // Not a refusal: the same request will pass (the first run ends, or its dead process's
    // claim goes stale). Retry-After tells the portal's outbox to keep the item and come back.
    reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
    throw new ApiError(409, IDEMPOTENCY_MESSAGES.busy);
  }
  if (outcome.kind === 'run') {
    const digest = multipart ? MultipartDigest.tap(request) : undefined;
    request.idempotencyClaim = {
      rowId: outcome.rowId,
      multipart: digest || undefined,
      heartbeat: startHeartbeat(request, outcome.rowId),
    };
    return;
  }
  const sent = multipart ? await MultipartDigest.read(request) : hash;
  if (sent !== outcome.row.request_hash) throw new ApiError(409, IDEMPOTENCY_MESSAGES.reused);
  return replay(reply, outcome.row);
}

function parsedJson(payload: unknown): { ok: true; value: unknown } | { ok: false } {
  // An empty answer (204 of a delete) is kept as null and replayed empty.
  if (payload === undefined || payload === null || payload === '') return { ok: true, value: null };
  if (typeof payload !== 'string') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(payload) };
  } catch {
    return { ok: false };
  }
}

function startHeartbeat(request: FastifyRequest, rowId: number): ReturnType<typeof setInterval> {
  const until = Date.now() + HEARTBEAT_LIMIT_MS;
  const timer = setInterval(() => {
    // A run that never reached its answer (a client gone, a defect) must not beat forever.
    if (Date.now() > until) {
      clearInterval(timer);
      return;
    }
    request.server.db
      .update(idempotency_keys)
      .set({ updated_at: sql`now()` })
      .where(and(eq(idempotency_keys.id, rowId), isNull(idempotency_keys.response_status)))
      .catch((error: unknown) => request.log.warn({ err: error }, 'idempotency heartbeat failed'));
  }, HEARTBEAT_MS);
  timer.unref();
  return timer;
}

/**
 * Keeps the answer of a write in the write's own transaction (`tx`), so both commit together or
 * neither does: called last inside the transaction, with the status and body the route then
 * sends. Without it a process killed between the route's commit and the answer being kept
 * leaves the key open, and the outbox's retry runs the write a second time (a second photo
 * link). Does nothing for a request without an Idempotency-Key.
 */
export async function keepAnswerIn(
  tx: Database,
  request: FastifyRequest,
  status: number,
  body: unknown,
): Promise<void> {
  const claimed = request.idempotencyClaim;
  if (!claimed) return;
  await tx
    .update(idempotency_keys)
    .set({
      response_status: status,
      // As the answer's JSON will read: dates as ISO strings, undefined properties gone.
      response_body: body === undefined ? null : JSON.parse(JSON.stringify(body)),
      ...(claimed.multipart ? { request_hash: claimed.multipart.digest() } : {}),
    })
    .where(eq(idempotency_keys.id, claimed.rowId));
  claimed.keptInTransaction = true;
}

/** Keeps a 2xx JSON answer for replays; anything else gives the key back. */
async function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const claimed = request.idempotencyClaim;
  if (!claimed) return payload;
  request.idempotencyClaim = undefined;
  clearInterval(claimed.heartbeat);
  const db = request.server.db;
  const body = parsedJson(payload);
  const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
  // Kept with the write, which committed: nothing is left to do.
  if (claimed.keptInTransaction && succeeded) return payload;
  try {
    if (claimed.keptInTransaction) {
      // The transaction rolled back (its kept answer with it) or failed after it committed:
      // give the key back only where no answer stands.
      await db
        .delete(idempotency_keys)
        .where(
          and(eq(idempotency_keys.id, claimed.rowId), isNull(idempotency_keys.response_status)),
        );
    } else if (succeeded && body.ok) {
      await db
        .update(idempotency_keys)
        .set({
          response_status: reply.statusCode,
          response_body: body.value,
          ...(claimed.multipart ? { request_hash: claimed.multipart.digest() } : {}),
        })
        .where(eq(idempotency_keys.id, claimed.rowId));
    } else {
      await db.delete(idempotency_keys).where(eq(idempotency_keys.id, claimed.rowId));
    }
  } catch (error) {
    // The answer still goes out; a retry may then run again (logged to be seen).
    request.log.error({ err: error }, 'idempotency key not kept');
  }
  return payload;
}

/** Registers the idempotency hooks for every route; call once, before the services. */
export function registerIdempotency(app: FastifyInstance): void {
  // Expired keys are deleted by the retention cleanup job (server/jobs/cleanup).
  app.addHook('preHandler', beforeHandler);
  app.addHook('onSend', keepAnswer);
}
