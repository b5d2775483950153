import * as z from 'zod/mini';

import { MAX_PAGE_SIZE } from './limits';

export { BULK_PAGE_SIZE, MAX_PAGE_SIZE } from './limits';

/** Every list call takes its filters plus `limit` and `offset` in the POST body. */
export const paginationShape = {
  limit: z._default(z.int().check(z.minimum(1), z.maximum(MAX_PAGE_SIZE)), 50),
  offset: z._default(z.int().check(z.minimum(0)), 0),
};

/** `{ items, total, limit, offset }`: the paginated list of spec section 3. */
export function paginatedSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.int(),
    limit: z.int(),
    offset: z.int(),
  });
}
export type Paginated<Item> = { items: Item[]; total: number; limit: number; offset: number };

/** A list of ids in a filter: the portal sends arrays; a single value is accepted as well. */
export const idListSchema = z.pipe(
  z.union([z.array(z.int().check(z.positive())), z.int().check(z.positive())]),
  z.transform((value: number | number[]) => (Array.isArray(value) ? value : [value])),
);

/** `YYYY-MM-DD`, the one date format of the spec. */
export const isoDateSchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате ГГГГ-ММ-ДД'));
