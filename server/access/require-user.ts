import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import { type Caller, loadCaller } from './caller';
import { verifyToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

export const UNAUTHORIZED = 'Unauthorized';

/**
 * preHandler for every endpoint that needs a signed-in user: a valid access token of an active
 * user. Sets `request.caller`.
 */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
  if (!token) throw new ApiError(401, UNAUTHORIZED);
  let userId: number;
  try {
    ({ userId } = await verifyToken(request.server.config, token, 'access'));
  } catch {
    request.log.info({ url: request.url }, 'refused: invalid access token');
    throw new ApiError(401, UNAUTHORIZED);
  }
  const caller = await loadCaller(request.server.db, userId);
  if (caller?.status !== 'active') {
    request.log.info({ userId, url: request.url }, 'refused: user missing or not active');
    throw new ApiError(401, UNAUTHORIZED);
  }
  request.caller = caller;
}

/** The caller of a request that passed `requireUser`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new ApiError(401, UNAUTHORIZED);
  return request.caller;
}
