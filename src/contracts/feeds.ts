import { z } from 'zod';
import { VISIT_STATUSES, VISIT_TYPES } from '../../server/db/schema/enum-values';
import { idListSchema, isoDateSchema, paginatedSchema, paginationSchema } from './list';

export const visitStatusSchema = z.enum(VISIT_STATUSES);
export const visitTypeSchema = z.enum(VISIT_TYPES);

/** The visit feed filter of spec section 3; defaults are the spec's (today, visit, completed). */
export const feedFilterSchema = z
  .object({
    project_ids: idListSchema.optional(),
    date_range: z
      .object({ start: isoDateSchema, end: isoDateSchema })
      .refine((range) => range.start <= range.end, {
        message: 'Начало периода не может быть позже конца',
      })
      .optional(),
    user_ids: idListSchema.optional(),
    manager_ids: idListSchema.optional(),
    project_retail_id: idListSchema.optional(),
    branch_id: idListSchema.optional(),
    territory_id: idListSchema.optional(),
    city_id: idListSchema.optional(),
    external_code: z.string().trim().max(100).optional(),
    /** One or several visit numbers separated by a vertical bar. */
    number: z.string().trim().max(2000).optional(),
    visit_type: visitTypeSchema.default('visit'),
    statuses: z.array(visitStatusSchema).default(['completed']),
    is_restored: z.boolean().optional(),
  })
  .extend(paginationSchema.shape);
export type FeedFilter = z.input<typeof feedFilterSchema>;

const personSchema = z.object({
  id: z.number().int(),
  last_name: z.string(),
  first_name: z.string(),
  patronymic_name: z.string().nullable(),
});

export const feedItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: visitStatusSchema,
  visit_type: visitTypeSchema,
  visit_date: isoDateSchema,
  planned_start: z.string().nullable(),
  planned_end: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** Seconds. */
  duration: z.number().int().nullable(),
  photo_count: z.number().int(),
  is_restored: z.boolean(),
  is_checked: z.boolean(),
  external_code: z.string().nullable(),
  project: z.object({ id: z.number().int(), name: z.string() }),
  outlet: z.object({ id: z.number().int(), name: z.string(), address: z.string() }),
  user: personSchema.nullable(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedListSchema = paginatedSchema(feedItemSchema);
