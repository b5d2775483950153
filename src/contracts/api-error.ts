import * as z from 'zod/mini';

/**
 * The body of a refused request (400): a summary and, for validation failures, one item per
 * field. The portal's error adapter (src/api/api-error.ts) reads `detail` for the message and
 * joins `errors[].message` for the error text.
 */
export const errorReplySchema = z.object({
  detail: z.string(),
  errors: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
});
