import { z } from 'zod';

/** Page size of bulk fetches (spec section 9) and the largest page a list call answers. */
export const BULK_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

/** Every list call takes its filters plus `limit` and `offset` in the POST body. */
export const paginationSchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** `{ items, total, limit, offset }`: the paginated list of spec section 3. */
export function paginatedSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  });
}
export type Paginated<Item> = { items: Item[]; total: number; limit: number; offset: number };

/** A list of ids in a filter: the portal sends arrays; a single value is accepted as well. */
export const idListSchema = z
  .union([z.array(z.coerce.number().int().positive()), z.coerce.number().int().positive()])
  .transform((value) => (Array.isArray(value) ? value : [value]));

/** `YYYY-MM-DD`, the one date format of the spec. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате ГГГГ-ММ-ДД');
