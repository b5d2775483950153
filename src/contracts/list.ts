import * as z from 'zod/mini';

import { MAX_ID } from './fields';
import { MAX_PAGE_SIZE } from './limits';

export { idListSchema, isoDateSchema } from './fields';
export { BULK_PAGE_SIZE, MAX_PAGE_SIZE } from './limits';

/** Every list call takes its filters plus `limit` and `offset` in the POST body. */
export const paginationShape = {
  limit: z._default(z.int().check(z.minimum(1), z.maximum(MAX_PAGE_SIZE)), 50),
  offset: z._default(z.int().check(z.minimum(0), z.maximum(MAX_ID)), 0),
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
