import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '#server/http/errors';
import { type Caller, loadCaller } from './caller';
import type { RoutePermission } from './route-permission-types';
import { areasOf } from './route-permission-types';
import { bearerToken, verifyToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

export const UNAUTHORIZED = 'Unauthorized';

function refuse(request: FastifyRequest, reason: string, userId?: number): ApiError {
  // Never the token itself: the log says who, where and why only.
  request.log.info({ reason, userId, url: request.url, ip: request.ip }, 'authorization refused');
  return new ApiError(401, UNAUTHORIZED);
}

/**
 * The areas whose value per project a route's check needs, or undefined when it checks no
 * permission at all (only a signed-in caller).
 */
export function checkedAreas(permission: RoutePermission | undefined) {
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
  const caller = await loadCaller(
    request.server.db,
    claims.userId,
    claims.sessionId,
    checkedAreas(request.routeOptions.config.permission),
  );
  if (!caller) throw refuse(request, 'session revoked or expired', claims.userId);
  if (caller.status !== 'active') throw refuse(request, `user ${caller.status}`, claims.userId);
  request.caller = caller;
}

/** The caller of a request that passed `requireUser`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new ApiError(401, UNAUTHORIZED);
  return request.caller;
}
