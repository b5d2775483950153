import type { z } from 'zod/mini';
import type { FieldError, ManyOutcome } from '#server/crud/write-many';
import { ApiError } from '#server/http/errors';
import type { RowError, RowResult } from './kind';

/** A write's field errors on the file's columns: `city_id` is the `city` column. */
export function fieldErrors(
  errors: readonly FieldError[],
  columns: Readonly<Record<string, string>> = {},
): RowError[] {
  return errors.map((error) => ({
    column: error.field === 'body' ? null : (columns[error.field] ?? error.field),
    message: error.message,
  }));
}

/** A bulk write's outcome of one row as the row's result, its refusal on the file's columns. */
export function rowResultOf(
  outcome: ManyOutcome,
  columns: Readonly<Record<string, string>> = {},
): RowResult {
  return outcome.outcome === 'refused'
    ? { outcome: 'refused', errors: fieldErrors(outcome.errors, columns) }
    : { outcome: outcome.outcome };
}

/** A batch's results in row order; a row nothing answered for is refused rather than lost. */
export const settledResults = (results: readonly (RowResult | undefined)[]): RowResult[] =>
  results.map((result) => result ?? { outcome: 'refused', errors: [] });

/**
 * A form call's refusal (ApiError) as a row's errors: its field errors, else its detail on the
 * row as a whole. Anything else is not a refusal and is thrown on.
 */
export function refusalOf(error: unknown, columns: Readonly<Record<string, string>> = {}) {
  if (!(error instanceof ApiError)) throw error;
  const errors = error.errors?.length
    ? fieldErrors(error.errors, columns)
    : [{ column: null, message: error.detail }];
  return { outcome: 'refused' as const, errors };
}

/** A row's values through a form's schema: the parsed body, or its issues on their columns. */
export function parsedRow<Schema extends z.ZodMiniType>(
  schema: Schema,
  values: Record<string, unknown>,
  columns: Readonly<Record<string, string>> = {},
): { data: z.output<Schema> } | { errors: RowError[] } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors = parsed.error.issues.map((issue) => ({
    field: issue.path.join('.') || 'body',
    message: issue.message,
  }));
  return { errors: fieldErrors(errors, columns) };
}
