import * as z from 'zod/mini';
import { idParamsSchema, idSchema, MAX_ID, sharedSchema, textSchema } from '../fields';
import { idListSchema, MAX_PAGE_SIZE, paginationShape } from '../list';

/** Answers of the generic catalog endpoints (server/crud) that the portal shows as they are. */
export const CATALOG_MESSAGES = {
  notFound: 'Не найдено',
  notChanged: 'Данные не были изменены',
  duplicate: 'Такая запись уже существует',
  inUse: 'Запись используется и не может быть удалена',
  missingReference: 'Связанная запись не найдена',
  /** A written reference to a row outside the row's project; a missing row reads the same. */
  notInProject: 'Запись не найдена в проекте',
  /** A person named in a write (manager, executor) with no current link to the project. */
  notProjectMember: 'Пользователь не состоит в проекте',
} as const;

export const catalogIdSchema = idSchema;
export const catalogIdParamsSchema = idParamsSchema;

/** A catalog's name or code: trimmed, required, bounded. */
export const requiredText = (max = 255) => textSchema({ min: 1, max });
/** An optional text that may be cleared with null (one schema per bound: sharedSchema). */
export const optionalText = (max = 255) =>
  sharedSchema(`optional-text:${max}`, () => z.optional(z.nullable(textSchema({ max }))));
export const optionalId = z.optional(z.nullable(catalogIdSchema));
/**
 * A value a new row starts with is declared in its create contract (`z._default`): the server
 * takes it when the key is left out, and the form starts with it (contractDefaults), so the two
 * never differ. A patch keeps its keys plainly optional: a default there would reset the value.
 */
export const activeByDefault = z._default(z.boolean(), true);

const searchSchema = z.optional(textSchema({ max: 200 }));

/** `name` sorts ascending, `-name` descending. */
function sortSchema<const K extends string>(keys: readonly [K, ...K[]]) {
  const values = [...keys, ...keys.map((key) => `-${key}` as const)] as [
    K | `-${K}`,
    ...(K | `-${K}`)[],
  ];
  return z.optional(z.enum(values));
}

/**
 * The body of a catalog's POST list call: its own filters plus `ids` (labels of values already
 * chosen), `search` (every word must match one of the searched columns), `sort` and the page.
 */
export function catalogListSchema<const S extends z.core.$ZodLooseShape, const K extends string>(
  filters: S,
  sortKeys: readonly [K, ...K[]],
) {
  return z.strictObject({
    ...filters,
    ids: z.optional(idListSchema),
    search: searchSchema,
    sort: sortSchema(sortKeys),
    ...paginationShape,
  });
}

const pageInt = (min: number, max = MAX_ID) => z.int().check(z.minimum(min), z.maximum(max));

/** The query string of a catalog's GET list call: text only, so numbers are coerced. */
export function catalogQuerySchema<const K extends string>(sortKeys: readonly [K, ...K[]]) {
  return z.strictObject({
    search: searchSchema,
    sort: sortSchema(sortKeys),
    limit: z._default(z.pipe(z.coerce.number(), pageInt(1, MAX_PAGE_SIZE)), 50),
    offset: z._default(z.pipe(z.coerce.number(), pageInt(0)), 0),
  });
}
