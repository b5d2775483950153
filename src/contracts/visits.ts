import * as z from 'zod/mini';
import { defineCall, withSchemas } from './calls';
import { ANSWER_TYPES } from './enums';
import { visitStatusSchema, visitTypeSchema } from './feeds';
import { dateTimeSchema, idParamSchema, idSchema } from './fields';
import { isoDateSchema } from './list';
import { personSchema } from './person';
import { visitAddresses } from './visits-addresses';

/** Used where a project sets no photo size: a check photo is evidence, not print material. */
export const PHOTO_UPLOAD_DEFAULTS = { max_side: 1600, quality: 0.8 } as const;

export const VISIT_MESSAGES = {
  notFound: 'Визит не найден',
  noSavedData: 'Исполнитель не сохранил данные визита',
  startAfterEnd: 'Начало визита не может быть позже окончания',
  oneAction: 'Укажите одно действие: status или allow_without_geo',
  managerNotInProject: 'Менеджер не состоит в проекте визита',
  resetTitle: 'Данные визита удалены',
} as const;

const visitIdParamsSchema = z.object({ id: idParamSchema });
const visitPatchParamsSchema = z.object({ visit_id: idParamSchema });

const photoSchema = z.object({
  id: z.int(),
  file_id: z.int(),
  url: z.string(),
  is_preview: z.boolean(),
  created_at: z.string(),
});
export type VisitPhoto = z.infer<typeof photoSchema>;

const visitQuestionSchema = z.object({
  id: z.int(),
  /** The result row of this question in this visit (photo downloads by question); null without one. */
  question_result_id: z.nullable(z.int()),
  name: z.string(),
  answer_type: z.enum(ANSWER_TYPES),
  /** number/integer → number, text → string, one → option id, many → option ids, photo → null. */
  value: z.nullable(z.union([z.number(), z.string(), z.array(z.number())])),
  /** Names of the chosen options of 'one' and 'many' questions. */
  answer_names: z.array(z.string()),
  comment: z.nullable(z.string()),
  photos: z.array(photoSchema),
});
export type VisitQuestion = z.infer<typeof visitQuestionSchema>;

/** A questionnaire step; questions outside any step are grouped under their questionnaire. */
const visitStepSchema = z.object({
  id: z.nullable(z.int()),
  name: z.string(),
  questionnaire: z.object({ id: z.int(), name: z.string() }),
  questions: z.array(visitQuestionSchema),
});
export type VisitStep = z.infer<typeof visitStepSchema>;

const visitActionsSchema = z.object({
  can_complete: z.boolean(),
  can_reset_to_new: z.boolean(),
  can_delete: z.boolean(),
  can_toggle_geo: z.boolean(),
  can_schedule_joint_tour: z.boolean(),
});
export type VisitActions = z.infer<typeof visitActionsSchema>;

export const visitDetailsSchema = z.object({
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
  has_saved_data: z.boolean(),
  allow_without_geo: z.boolean(),
  is_checked: z.boolean(),
  /** Always false for roles without the restored-sign right. */
  is_restored: z.boolean(),
  external_code: z.nullable(z.string()),
  comment: z.nullable(z.string()),
  project: z.object({ id: z.int(), name: z.string() }),
  outlet: z.object({
    id: z.int(),
    name: z.string(),
    address: z.string(),
    lat: z.nullable(z.number()),
    lon: z.nullable(z.number()),
  }),
  user: z.nullable(personSchema),
  manager: z.nullable(personSchema),
  geo: z.object({
    start_lat: z.nullable(z.number()),
    start_lon: z.nullable(z.number()),
    /** Metres from the outlet at start; null without both positions. */
    distance: z.nullable(z.int()),
    /** The project's 'allowed distance to outlet at visit start', metres. */
    allowed_distance: z.nullable(z.number()),
  }),
  steps: z.array(visitStepSchema),
  actions: visitActionsSchema,
  /**
   * How a device resizes photos before sending them for this visit (project settings
   * 'photo_max_side', px, and 'photo_quality', %): longest side and JPEG quality 0–1.
   */
  photo_upload: z.object({ max_side: z.int(), quality: z.number() }),
});
export type VisitDetails = z.infer<typeof visitDetailsSchema>;

/** One action per call: a status change or the geo-check toggle. */
export const visitPatchSchema = z
  .strictObject({
    status: z.optional(z.enum(['completed', 'new'])),
    allow_without_geo: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => (body.status === undefined) !== (body.allow_without_geo === undefined), {
      message: VISIT_MESSAGES.oneAction,
    }),
  );
export type VisitPatch = z.input<typeof visitPatchSchema>;

/** "Visit update result: visit with status" (spec section 3). */
const visitUpdateResultSchema = z.object({
  id: z.int(),
  number: z.string(),
  status: visitStatusSchema,
  visit_type: visitTypeSchema,
  allow_without_geo: z.boolean(),
  has_saved_data: z.boolean(),
  photo_count: z.int(),
});
export type VisitUpdateResult = z.infer<typeof visitUpdateResultSchema>;

/** The server answers a start later than the end with VISIT_MESSAGES.startAfterEnd as detail. */
export const jointTourCreateSchema = z.strictObject({
  manager_id: z.optional(idSchema),
  planned_start: dateTimeSchema,
  planned_end: dateTimeSchema,
});
export type JointTourCreate = z.input<typeof jointTourCreateSchema>;

/** A visit of the feed: its details (under two paths), its actions, a joint tour from it. */
export const visitCalls = {
  getFeedVisit: withSchemas(visitAddresses.getFeedVisit, {
    params: visitIdParamsSchema,
    reply: visitDetailsSchema,
  }),
  getVisit: defineCall({
    service: 'main',
    route: 'GET /visits/{id}/',
    permission: { area: 'feeds', level: 'read' },
    summary: visitAddresses.getFeedVisit.summary,
    params: visitIdParamsSchema,
    reply: visitDetailsSchema,
  }),
  updateVisit: defineCall({
    service: 'main',
    route: 'PATCH /visits/{visit_id}/',
    permission: { area: 'feeds', level: 'update' },
    summary: 'One action: to completed, back to new (deletes the data), geo-check toggle',
    params: visitPatchParamsSchema,
    body: visitPatchSchema,
    reply: visitUpdateResultSchema,
  }),
  deleteVisit: defineCall({
    service: 'main',
    route: 'DELETE /visits/{id}/',
    // Level delete = the Delete derived right plus UPDATE on the feed (src/access/can.ts).
    permission: { area: 'feeds', level: 'delete' },
    summary: 'Delete a visit (soft: it leaves the feed)',
    status: 204,
    params: visitIdParamsSchema,
    reply: z.null(),
  }),
  scheduleJointTour: defineCall({
    service: 'main',
    route: 'POST /visits/{id}/joint_tour/',
    permission: { area: 'visiting_schedule', level: 'create' },
    summary: "Schedule a joint tour at the visit's outlet with its executor",
    status: 201,
    params: visitIdParamsSchema,
    body: jointTourCreateSchema,
    reply: visitUpdateResultSchema,
  }),
};
