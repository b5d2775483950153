import type { FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client';
import { keptPerDatabase } from '#server/db/kept-per-database';
import type { PermissionArea } from '#src/access/permission-values';
import { type Caller, type CallerRow, callerMatches, callerRow, callerRowOf } from './caller';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller read again for a request started on a provisional one (startProvisional). */
    callerCheck?: Promise<CallerCheck>;
  }
  interface FastifyContextConfig {
    /**
     * The handler only reads: it may start on a provisional caller and run a second time
     * (route-permission.ts). Lists set it.
     */
    readsOnly?: boolean;
  }
}

type CallerCheck = { row: CallerRow | undefined } | { error: unknown };

/** What a provisional caller turned out to be. */
export type Settled =
  | { state: 'confirmed' }
  | { state: 'changed' }
  | { state: 'refused'; reason: string };

/**
 * The caller each sign-in had on its last request, per route areas: what a read-only route's
 * next request starts on. Only a start: every request still reads its caller (see settle).
 */
/** Past 10,000, the oldest are forgotten (read in full again at their next request). */
const kept = keptPerDatabase<Caller>(10_000);

const keyOf = (userId: number, sessionId: number, areas: readonly PermissionArea[] | undefined) =>
  `${sessionId}|${userId}|${areas ? areas.join(',') : '-'}`;

export const keptCaller = (
  db: Database,
  userId: number,
  sessionId: number,
  areas: readonly PermissionArea[] | undefined,
) => kept.get(db, keyOf(userId, sessionId, areas));

export function keepCaller(
  db: Database,
  caller: Caller,
  areas: readonly PermissionArea[] | undefined,
): void {
  if (caller.sessionId === undefined) return;
  kept.set(db, keyOf(caller.id, caller.sessionId, areas), caller);
}

const forget = (db: Database, caller: Caller, areas: readonly PermissionArea[] | undefined) =>
  caller.sessionId !== undefined && kept.delete(db, keyOf(caller.id, caller.sessionId, areas));

/**
 * Starts a read-only request on `caller`, the one its sign-in had on its last request; the caller
 * is read again within the request, and nothing is answered on it before `settleProvisional` has
 * compared the two (route-permission.ts), so every request is still answered as the caller is
 * now. A list reads it in its own total's statement (`callerRider`), so it costs no round trip of
 * its own; otherwise it is read on its own when the request settles.
 */
export function startProvisional(request: FastifyRequest, caller: Caller): void {
  request.caller = caller;
  let deliver: (check: CallerCheck) => void = () => {};
  request.callerCheck = new Promise<CallerCheck>((resolve) => {
    deliver = resolve;
  });
  const readAlone = () => {
    callerRow(request.server.db, caller.id, caller.sessionId ?? 0).then(
      (row) => deliver({ row }),
      (error: unknown) => deliver({ error }),
    );
  };
  riders.set(request, {
    values: { callerUserId: caller.id, callerSessionId: caller.sessionId ?? 0 },
    deliver: (value) => deliver({ row: callerRowOf(value) }),
    // The statement failed (its error is the request's to answer): the caller is read alone.
    fail: readAlone,
    readAlone,
  });
}

/** What a statement carrying the caller (callerColumn) needs, and where its value goes. */
export interface CallerRider {
  values: { callerUserId: number; callerSessionId: number };
  /** The callerColumn value the statement read. */
  deliver(value: unknown): void;
  /** The statement failed. */
  fail(): void;
  /** Reads the caller with a statement of its own. */
  readAlone(): void;
}

const riders = new WeakMap<FastifyRequest, CallerRider>();

/**
 * The request's pending caller read, for a statement about to run that will carry it: given
 * once, and only while the request has not settled. The statement must deliver or fail it.
 */
export function callerRider(request: FastifyRequest): CallerRider | undefined {
  const rider = riders.get(request);
  riders.delete(request);
  return rider;
}

/**
 * Compares the provisional caller with the caller as read in this request: `confirmed` when
 * nothing it was computed from has changed (session, status, roles, projects, access version),
 * `changed` when the request must be answered on the caller read anew, `refused` when the
 * sign-in is no longer live or the user no longer active. Nothing pending: `confirmed`.
 */
export async function settleProvisional(
  request: FastifyRequest,
  areas: readonly PermissionArea[] | undefined,
): Promise<Settled> {
  const check = request.callerCheck;
  const started = request.caller;
  if (!check || !started) return { state: 'confirmed' };
  request.callerCheck = undefined;
  // No statement carried the caller: it is read on its own.
  callerRider(request)?.readAlone();
  const outcome = await check;
  if ('error' in outcome) throw outcome.error;
  const { row } = outcome;
  if (row && callerMatches(started, row)) return { state: 'confirmed' };
  forget(request.server.db, started, areas);
  if (!row) return { state: 'refused', reason: 'session revoked or expired' };
  if (row.status !== 'active') return { state: 'refused', reason: `user ${row.status}` };
  return { state: 'changed' };
}
