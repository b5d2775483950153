import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REQUIRED_FIELD } from '#src/contracts/field-constants';

/** The body every failed API reply carries; the portal's error adapter reads `detail` and `errors`. */
export interface ApiErrorBody {
  detail: string;
  errors?: { field: string; message: string }[];
}

export { REQUIRED_FIELD };
export const INVALID_FORM = 'Исправьте ошибки, допущенные при заполнении формы';

/** A failure a handler means to send: status and Russian detail go to the user as they are. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly errors?: ApiErrorBody['errors'],
    /**
     * More fields of the reply body, e.g. `resend_after` of a too-early code request, or the
     * rows a refusal names.
     */
    readonly extra?: Record<string, string | number | readonly Record<string, string | number>[]>,
  ) {
    super(detail);
  }
}

// Zod's own Russian locale for every message, but a missing field reads as the spec's required text.
z.config(z.locales.ru());
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? REQUIRED_FIELD : undefined,
});

/**
 * PostgreSQL error classes that only a value of the request can cause: text that is not a number
 * or a date (22P02, 22007), a number or a date out of range (22003, 22008, 22009), a NUL
 * character (22021, 22P05), a list too long for one query (54000). Validation refuses such values
 * first; this is the net under it, so a value it missed is the client's 400, not a 500.
 */
const INPUT_ERROR_CODES = new Set([
  '22P02',
  '22007',
  '22003',
  '22008',
  '22009',
  '22021',
  '22P05',
  '54000',
]);

/** The SQLSTATE of a database error inside the driver's or drizzle's wrapper, if it is one. */
function databaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'body';
}

export const BAD_URL = 'Неверный адрес запроса';

/**
 * Errors the router raises before any route or error handler runs (a malformed or overlong path
 * parameter): answered with the same error body as everything else. A Fastify constructor option.
 */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, request, reply) => {
  request.log.info({ code: error.code, url: request.url }, 'refused: malformed address');
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  // The option's reply is typed for any route; this one is plain JSON.
  (reply as FastifyReply).code(status).send({ detail: BAD_URL } satisfies ApiErrorBody);
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      const body: ApiErrorBody = { ...error.extra, detail: error.detail };
      if (error.errors) body.errors = error.errors;
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: fieldOf(issue.instancePath, error.validationContext),
        message: issue.message ?? REQUIRED_FIELD,
      }));
      return reply.code(400).send({ detail: INVALID_FORM, errors } satisfies ApiErrorBody);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ issues: error.cause.issues, url: error.url }, 'response schema mismatch');
      return reply.code(500).send({ detail: 'Внутренняя ошибка сервера' } satisfies ApiErrorBody);
    }
    const code = databaseErrorCode(error);
    if (code && INPUT_ERROR_CODES.has(code)) {
      request.log.warn({ err: error, url: request.url }, 'database refused a value of the request');
      return reply.code(400).send({ detail: INVALID_FORM } satisfies ApiErrorBody);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const detail = status >= 500 ? 'Внутренняя ошибка сервера' : error.message;
    return reply.code(status).send({ detail } satisfies ApiErrorBody);
  });
}
