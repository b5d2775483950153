import type { z } from 'zod/mini';
import { ApiError, INVALID_FORM } from '#server/http/errors';

/**
 * Form fields checked against a contract, refused the way route validation refuses a body
 * (400, the form detail and one error per field): multipart bodies bypass route validation.
 */
export function parseFields<Schema extends z.ZodMiniType>(
  schema: Schema,
  fields: Record<string, unknown>,
): z.output<Schema> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    field: issue.path.join('.') || 'body',
    message: issue.message,
  }));
  throw new ApiError(400, INVALID_FORM, errors);
}
