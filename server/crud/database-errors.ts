import { ApiError, INVALID_FORM, REQUIRED_FIELD } from '#server/http/errors';
import { CATALOG_MESSAGES } from '#src/contracts/catalog/catalog-list';

interface PgError {
  code: string;
  detail?: string;
  column?: string;
  constraint?: string;
}

/** The driver's error inside drizzle's wrapper; both node-postgres and PGlite carry these fields. */
function pgErrorOf(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as PgError;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** `Key (project_id, code)=(1, x) …` names the columns; the last one is the field a form shows. */
function keyField(error: PgError): string | undefined {
  const columns = error.detail?.match(/^Key \(([^)]+)\)=/)?.[1];
  return columns?.split(',').at(-1)?.trim().replace(/^"|"$/g, '');
}

/**
 * A constraint the database enforced, as the 4xx the user can act on; undefined for anything
 * else (a real failure, answered 500). `deleting`: a foreign key then means the row is in use.
 */
export function constraintError(
  error: unknown,
  options: {
    deleting?: boolean;
    duplicate?: Record<string, { field: string; message: string }>;
    checks?: Record<string, { field: string; message: string }>;
  } = {},
): ApiError | undefined {
  const pg = pgErrorOf(error);
  if (!pg) return undefined;
  const field = keyField(pg);
  const errorsOf = (message: string) => (field ? [{ field, message }] : undefined);
  switch (pg.code) {
    case '23505': {
      const known = pg.constraint ? options.duplicate?.[pg.constraint] : undefined;
      if (known) return new ApiError(409, known.message, [known]);
      return new ApiError(409, CATALOG_MESSAGES.duplicate, errorsOf(CATALOG_MESSAGES.duplicate));
    }
    case '23503': {
      if (options.deleting) return new ApiError(409, CATALOG_MESSAGES.inUse);
      const detail = `${CATALOG_MESSAGES.missingReference}${field ? `: ${field}` : ''}`;
      return new ApiError(400, detail, errorsOf(CATALOG_MESSAGES.missingReference));
    }
    case '23502':
      return new ApiError(400, INVALID_FORM, [
        { field: pg.column ?? 'body', message: REQUIRED_FIELD },
      ]);
    // A check constraint (dates in order) or a number out of the column's range.
    case '23514': {
      const check = pg.constraint ? options.checks?.[pg.constraint] : undefined;
      return new ApiError(400, INVALID_FORM, check && [check]);
    }
    case '22003':
      return new ApiError(400, INVALID_FORM);
    default:
      return undefined;
  }
}
