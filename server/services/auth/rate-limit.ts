import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '#server/http/errors';
import { databaseRateLimitStore } from './rate-limit-store';

const TOO_MANY_REQUESTS = 'Слишком много запросов, повторите позже';

/**
 * Per-address limit of the sign-in and code routes, on top of the per-login lock-out: it slows
 * one address trying many logins. Counters live in the database, so several processes together
 * allow the limit, not the limit once per process.
 */
export async function registerAuthRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.db),
    errorResponseBuilder: (request, context) => {
      request.log.info({ ip: request.ip, url: request.url }, 'refused: address rate limit');
      return new ApiError(429, TOO_MANY_REQUESTS, undefined, {
        retry_after: Math.ceil(context.ttl / 1000),
      });
    },
  });
}

/** The route option that puts a route under the per-address limit. */
export function perAddressLimit(app: FastifyInstance) {
  return { max: app.config.authRateLimitPerMinute, timeWindow: 60_000 };
}
