import * as z from 'zod/mini';
import { withSchemas } from './calls';
import { visitStatusSchema, visitTypeSchema } from './feeds';
import { dateTimeSchema, idParamSchema, idSchema } from './fields';
import { isoDateSchema } from './list';
import { restoredVisitAddresses } from './restored-visits-addresses';

export const RESTORED_VISIT_MESSAGES = {
  createFailed: 'Ошибка при создании визита',
  startAfterEnd: 'Начало визита не может быть позже окончания',
  executorNotInProject: 'Исполнитель не состоит в проекте визита',
} as const;

/** A restored copy starts over: planned for its day, or new (to be done at once). */
export const RESTORED_VISIT_STATUSES = ['planned', 'new'] as const;

/**
 * POST {main}/restored_visits/copy/{visit_id}/ — a restored copy of the visit (its header: project,
 * outlet, manager, type; not its results or photos) for another day and executor. Answers 201.
 */
export const restoredVisitCreateSchema = z.strictObject({
  visit_date: isoDateSchema,
  user_id: idSchema,
  planned_start: dateTimeSchema,
  planned_end: dateTimeSchema,
  status: z._default(z.enum(RESTORED_VISIT_STATUSES), 'planned'),
});
export type RestoredVisitCreate = z.input<typeof restoredVisitCreateSchema>;

const restoredVisitCopyParamsSchema = z.object({
  visit_id: idParamSchema,
});

export const restoredVisitSchema = z.object({
  id: z.int(),
  number: z.string(),
  status: visitStatusSchema,
  visit_type: visitTypeSchema,
  visit_date: isoDateSchema,
  planned_start: z.nullable(z.string()),
  planned_end: z.nullable(z.string()),
  user_id: z.nullable(z.int()),
  restored_from_visit_id: z.nullable(z.int()),
});
export type RestoredVisit = z.infer<typeof restoredVisitSchema>;

export const restoredVisitCalls = {
  createRestoredVisit: withSchemas(restoredVisitAddresses.createRestoredVisit, {
    params: restoredVisitCopyParamsSchema,
    body: restoredVisitCreateSchema,
    reply: restoredVisitSchema,
  }),
};
