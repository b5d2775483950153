import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '#server/http/errors';
import type { PermissionArea } from '#src/access/permission-values';
import { type Caller, loadCaller } from './caller';
import { forgetAccess } from './permissions-request';
import { keepCaller, keptCaller, settleProvisional, startProvisional } from './provisional-caller';
import type { RoutePermission } from './route-permission-types';
import { areasOf } from './route-permission-types';
import { bearerToken, verifyToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

const UNAUTHORIZED = 'Unauthorized';

function refuse(request: FastifyRequest, reason: string, userId?: number): ApiError {
  // Never the token itself: the log says who, where and why only.
  request.log.info({ reason, userId, url: request.url, ip: request.ip }, 'authorization refused');
  return new ApiError(401, UNAUTHORIZED);
}

/**
 * The areas whose value per project a route's check needs, or undefined when it checks no
 * permission at all (only a signed-in caller).
 */
function checkedAreas(permission: RoutePermission | undefined) {
  if (permission === undefined || permission === 'authenticated' || permission === 'public')
    return undefined;
  return typeof permission === 'object' && 'level' in permission ? areasOf(permission) : [];
}

/**
 * preHandler for every endpoint that needs a signed-in user: a valid access token of an active
 * user whose sign-in (session) is neither revoked nor expired. Sets `request.caller`.
 */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw refuse(request, 'no bearer token');
  let claims: Awaited<ReturnType<typeof verifyToken>>;
  try {
    claims = await verifyToken(request.server.config, token, 'access');
  } catch {
    throw refuse(request, 'invalid access token');
  }
  // Tokens without a session could never be revoked, so they are not accepted at all.
  if (claims.sessionId === undefined) throw refuse(request, 'no session', claims.userId);
  // The permissions the route checks ride on the same round trip (see accessOf).
  const areas = checkedAreas(request.routeOptions.config.permission);
  if (request.routeOptions.config.readsOnly) {
    const kept = keptCaller(request.server.db, claims.userId, claims.sessionId, areas);
    if (kept) return startProvisional(request, kept);
  }
  await loadInto(request, claims.userId, claims.sessionId, areas);
}

/** Reads the caller of a live sign-in into `request.caller`; 401 for any other. */
async function loadInto(
  request: FastifyRequest,
  userId: number,
  sessionId: number,
  areas: readonly PermissionArea[] | undefined,
): Promise<void> {
  const caller = await loadCaller(request.server.db, userId, sessionId, areas);
  if (!caller) throw refuse(request, 'session revoked or expired', userId);
  if (caller.status !== 'active') throw refuse(request, `user ${caller.status}`, userId);
  request.caller = caller;
  keepCaller(request.server.db, caller, areas);
}

/**
 * Settles a request started on a provisional caller (provisional-caller.ts): true when that
 * caller stands (or there was none); false when the request now holds the caller read anew and
 * its access is to be computed again. A sign-in no longer live: 401.
 */
export async function settleCaller(request: FastifyRequest): Promise<boolean> {
  const areas = checkedAreas(request.routeOptions.config.permission);
  const settled = await settleProvisional(request, areas);
  if (settled.state === 'confirmed') return true;
  const started = callerOf(request);
  if (settled.state === 'refused') throw refuse(request, settled.reason, started.id);
  await loadInto(request, started.id, started.sessionId ?? 0, areas);
  forgetAccess(request);
  return false;
}

/** The caller of a request that passed `requireUser`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new ApiError(401, UNAUTHORIZED);
  return request.caller;
}
