import * as z from 'zod/mini';
import { withSchemas } from './calls';
import { VISIT_STATUSES, VISIT_TYPES } from './enums';
import { feedAddresses } from './feeds-addresses';
import { dateRangeSchema, textSchema } from './fields';
import { idListSchema, isoDateSchema, paginatedSchema, paginationShape } from './list';
import { personSchema } from './person';

export const visitStatusSchema = z.enum(VISIT_STATUSES);
export const visitTypeSchema = z.enum(VISIT_TYPES);

/** The visit feed filter of spec section 3; defaults are the spec's (today, visit, completed). */
export const feedFilterSchema = z.strictObject({
  project_ids: z.optional(idListSchema),
  date_range: z.optional(dateRangeSchema),
  user_ids: z.optional(idListSchema),
  manager_ids: z.optional(idListSchema),
  project_retail_id: z.optional(idListSchema),
  branch_id: z.optional(idListSchema),
  territory_id: z.optional(idListSchema),
  city_id: z.optional(idListSchema),
  external_code: z.optional(textSchema({ max: 100 })),
  /** One or several visit numbers separated by a vertical bar. */
  number: z.optional(textSchema({ max: 2000 })),
  visit_type: z._default(visitTypeSchema, 'visit'),
  statuses: z._default(z.array(visitStatusSchema).check(z.maxLength(20)), ['completed']),
  is_restored: z.optional(z.boolean()),
  ...paginationShape,
});
export type FeedFilter = z.input<typeof feedFilterSchema>;

const feedItemSchema = z.object({
  id: z.int(),
  number: z.string(),
  status: visitStatusSchema,
  visit_type: visitTypeSchema,
  visit_date: isoDateSchema,
  planned_start: z.nullable(z.string()),
  planned_end: z.nullable(z.string()),
  started_at: z.nullable(z.string()),
  finished_at: z.nullable(z.string()),
  /** Seconds. */
  duration: z.nullable(z.int()),
  photo_count: z.int(),
  is_restored: z.boolean(),
  is_checked: z.boolean(),
  external_code: z.nullable(z.string()),
  project: z.object({ id: z.int(), name: z.string() }),
  outlet: z.object({ id: z.int(), name: z.string(), address: z.string() }),
  user: z.nullable(personSchema),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedListSchema = paginatedSchema(feedItemSchema);

/** The main service's visit feed. */
export const feedCalls = {
  listFeeds: withSchemas(feedAddresses.listFeeds, {
    body: feedFilterSchema,
    reply: feedListSchema,
  }),
};
