import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The body every failed API reply carries; the portal's error adapter reads `detail` and `errors`. */
export interface ApiErrorBody {
  detail: string;
  errors?: { field: string; message: string }[];
}

export const REQUIRED_FIELD = 'Поле обязательно для заполнения';
export const INVALID_FORM = 'Исправьте ошибки, допущенные при заполнении формы';

/** A failure a handler means to send: status and Russian detail go to the user as they are. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly errors?: ApiErrorBody['errors'],
    /** More fields of the reply body, e.g. `resend_after` of a too-early code request. */
    readonly extra?: Record<string, string | number>,
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

function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'body';
}

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
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const detail = status >= 500 ? 'Внутренняя ошибка сервера' : error.message;
    return reply.code(status).send({ detail } satisfies ApiErrorBody);
  });
}
