import * as z from 'zod/mini';
import { withSchemas } from './calls';
import { dateRangeSchema, idListSchema, isoDateSchema } from './fields';
import { paginatedSchema, paginationShape } from './list';
import { personSchema } from './person';
import { photoReportAddresses } from './photo-report-addresses';

export const PHOTO_REPORT_MESSAGES = {
  needsProject: 'Выберите проект',
  needsDateRange: 'Укажите период',
} as const;

/**
 * The photo report's filter: the projects and the period (the visit's day) it needs, then the
 * outlets, executors and questions it may narrow to. Optional here so that the export, which
 * takes it as its params, answers its own "needs a project and a period" (spec section 5).
 */
export const photoReportFilterSchema = z.strictObject({
  project_ids: z.optional(idListSchema),
  date_range: z.optional(dateRangeSchema),
  project_outlet_ids: z.optional(idListSchema),
  /** Executors. */
  user_ids: z.optional(idListSchema),
  question_ids: z.optional(idListSchema),
});
export type PhotoReportFilter = z.output<typeof photoReportFilterSchema>;

/** POST {main}/photo_report/list/ — the filter and a page; a project and a period required. */
export const photoReportListRequestSchema = z
  .strictObject({ ...photoReportFilterSchema.shape, ...paginationShape })
  .check(
    z.refine((filter) => filter.project_ids !== undefined && filter.project_ids.length > 0, {
      message: PHOTO_REPORT_MESSAGES.needsProject,
      path: ['project_ids'],
    }),
    z.refine((filter) => filter.date_range !== undefined, {
      message: PHOTO_REPORT_MESSAGES.needsDateRange,
      path: ['date_range'],
    }),
  );

/** One photo of a visit (a file link that is not a preview), with where and when it was taken. */
const photoReportItemSchema = z.object({
  /** The file link's id. */
  id: z.int(),
  file_id: z.int(),
  /** The thumbnail the app stored with it (a preview link), or null: none was. */
  preview_file_id: z.nullable(z.int()),
  file_name: z.string(),
  mime: z.string(),
  visit_id: z.int(),
  visit_number: z.string(),
  visit_date: isoDateSchema,
  outlet: z.object({ id: z.int(), name: z.string(), address: z.string() }),
  user: z.nullable(personSchema),
  /** The question it answers; null for a photo of the visit as a whole. */
  question: z.nullable(z.object({ id: z.int(), name: z.string() })),
  /** When it was taken (as the app says), else when it was uploaded. */
  taken_at: z.string(),
});
export type PhotoReportItem = z.infer<typeof photoReportItemSchema>;

export const photoReportListSchema = paginatedSchema(photoReportItemSchema);

/** POST {main}/photo_report/questions/ — the question filter's choices. */
export const photoQuestionsRequestSchema = z.strictObject({ project_ids: idListSchema });

export const photoQuestionListSchema = z.object({
  items: z.array(z.object({ id: z.int(), name: z.string(), questionnaire_name: z.string() })),
});

export const photoReportCalls = {
  listPhotos: withSchemas(photoReportAddresses.listPhotos, {
    body: photoReportListRequestSchema,
    reply: photoReportListSchema,
  }),
  listPhotoQuestions: withSchemas(photoReportAddresses.listPhotoQuestions, {
    body: photoQuestionsRequestSchema,
    reply: photoQuestionListSchema,
  }),
};
