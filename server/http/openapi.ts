import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { errorReplySchema } from '#src/contracts/api-error';

/**
 * The OpenAPI document, completed in one place so that every route inherits it: the bearer
 * scheme on every route that needs a sign-in, the error replies each route can give (with the
 * error shape of src/contracts/api-error.ts), the Idempotency-Key header of writes and replies
 * without content for 204. Routes declare only what cannot be told from their options.
 */

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

interface RouteDocs {
  /** Error statuses beyond those the permission, method, body and rate limit imply. */
  errors?: readonly ErrorStatus[];
  /** A public route that still reads a bearer token (the refresh token). */
  bearer?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the OpenAPI document cannot tell from the route's options (server/http/openapi.ts). */
    openapi?: RouteDocs;
  }
}

const BEARER_SCHEME = 'bearerAuth';
const ERROR_SCHEMA = 'ErrorReply';

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Invalid request; `errors` names each field and what is wrong with it',
  401: 'Not signed in: no token, or an invalid, expired or revoked one',
  403: 'Signed in, but without the right for this call or this object',
  404: 'The object does not exist or is not visible to the caller',
  409:
    'Conflict with the stored state, or an Idempotency-Key reused with other content or still ' +
    'held by its first request (then with Retry-After)',
  413: 'The upload is too large',
  415: 'Unsupported content type or file format',
  422: 'The request is understood but cannot be carried out',
  429: 'Too many requests; `retry_after` or `resend_after` says how many seconds to wait',
};

/** The error shape; some refusals add a field (`retry_after`, `resend_after` in seconds). */
const errorDocSchema = z.extend(errorReplySchema, {
  retry_after: z.optional(z.int()),
  resend_after: z.optional(z.int()),
});

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

const methodsOf = (route: RouteOptions) => [route.method].flat().map(String);

/** What the route can refuse with, from its permission, method, body and rate limit. */
function errorStatuses(route: RouteOptions, schema: FastifySchema): ErrorStatus[] {
  const config = route.config ?? {};
  const signedIn = config.permission !== 'public';
  const methods = methodsOf(route);
  const consumes = (schema as { consumes?: string[] }).consumes ?? [];
  const statuses = new Set<ErrorStatus>([400, 404]);
  if (signedIn || config.openapi?.bearer) statuses.add(401);
  if (signedIn) statuses.add(403);
  // Idempotency-Key: a reuse with other content, or a first run still going (http/idempotency).
  if (signedIn && methods.some((method) => WRITES.has(method))) statuses.add(409);
  if (methods.some((method) => WITH_BODY.has(method))) statuses.add(415);
  if (consumes.includes('multipart/form-data')) statuses.add(413);
  if ((config as { rateLimit?: unknown }).rateLimit) statuses.add(429);
  for (const status of config.openapi?.errors ?? []) statuses.add(status);
  return [...statuses].sort();
}

const errorResponse = (status: ErrorStatus) => ({
  description: ERROR_DESCRIPTIONS[status],
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
});

type DocSchema = FastifySchema & {
  response?: Record<string, unknown>;
  headers?: { type?: string; properties?: Record<string, unknown>; required?: string[] };
  security?: Record<string, string[]>[];
};

const idempotencyHeader = {
  type: 'string',
  format: 'uuid',
  description:
    'Makes a write safe to repeat: the same key and content answer the first answer again',
};

const transform: SwaggerTransform = (document) => {
  const converted = jsonSchemaTransform(document);
  const { route } = document;
  const schema = converted.schema as DocSchema;
  if (!route || (schema as { hide?: boolean }).hide) return converted;
  const response: Record<string, unknown> = { ...schema.response };
  // A 204 has no body: `type: 'null'` is how @fastify/swagger leaves the content out.
  if ('204' in response) response['204'] = { type: 'null', description: 'No content' };
  for (const status of errorStatuses(route, document.schema ?? {})) {
    response[status] ??= errorResponse(status);
  }
  const signedIn = route.config?.permission !== 'public';
  const withKey = signedIn && methodsOf(route).some((method) => WRITES.has(method));
  const headers = withKey
    ? {
        type: 'object',
        ...schema.headers,
        properties: { ...schema.headers?.properties, 'idempotency-key': idempotencyHeader },
      }
    : schema.headers;
  const security =
    signedIn || route.config?.openapi?.bearer ? [{ [BEARER_SCHEME]: [] }] : schema.security;
  return { ...converted, schema: { ...schema, response, headers, security } as FastifySchema };
};

/** @fastify/swagger's options: the document's frame, its components and the transform. */
export function openapiOptions(frame: {
  info: { title: string; version: string };
  tags: { name: string; description: string }[];
}): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      ...frame,
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token of POST /svc/auth/api/v1/auth/login/',
          },
        },
        schemas: {
          [ERROR_SCHEMA]: z.toJSONSchema(errorDocSchema, { target: 'openapi-3.0' }) as object,
        },
      },
    },
    transform,
  };
}
