import * as z from 'zod/mini';
import { defineCall, withSchemas } from './calls';
import { CHECKER, checkerAddresses } from './checker-addresses';
import { CHECK_RESULTS, CHECK_TYPES } from './enums';
import { visitStatusSchema, visitTypeSchema } from './feeds';
import { dateRangeSchema, idSchema, textSchema } from './fields';
import { idListSchema, isoDateSchema, paginatedSchema, paginationShape } from './list';
import { personSchema } from './person';

/**
 * The checker service (spec section 7): check lists, their params, check results, and the
 * visits to check. Every call is for checkers, head checkers and administrators only.
 */

export const CHECKER_MESSAGES = {
  notFound: 'Чек-лист не найден',
  visitNotFound: 'Визит не найден',
  foreignCheckList: 'Чек-лист не относится к проекту визита',
  inactiveCheckList: 'Чек-лист отключён',
  foreignParam: 'Параметр не относится к чек-листу',
  repeatedParam: 'Параметр оценён дважды',
  unanswered: 'Оцените все параметры чек-листа',
  rejectedTitle: 'Визит не принят',
} as const;

/** The notification body the executor of a rejected visit gets. */
export const rejectedVisitBody = (number: string, comment: string | null) =>
  comment
    ? `Визит № ${number} не прошёл проверку: ${comment}`
    : `Визит № ${number} не прошёл проверку`;

const checkTypeSchema = z.enum(CHECK_TYPES);
export type CheckType = z.infer<typeof checkTypeSchema>;
const checkResultValueSchema = z.enum(CHECK_RESULTS);
export type CheckResultValue = z.infer<typeof checkResultValueSchema>;

const positiveId = idSchema;
const text = (max: number) => textSchema({ max });

/**
 * POST {checker}/api/v1/check_list_logic/list/ — the active check lists that apply: with
 * `visit_id`, those of the visit's project and check type; otherwise those of `project_ids`
 * (default: all of the caller's) and, when given, `check_type`. Answers `{ check_lists }`.
 */
export const checkListFilterSchema = z.strictObject({
  visit_id: z.optional(positiveId),
  project_ids: z.optional(idListSchema),
  check_type: z.optional(checkTypeSchema),
});

const checkListSchema = z.object({
  id: z.int(),
  name: z.string(),
  project_id: z.int(),
  check_type: checkTypeSchema,
  questionnaire_id: z.nullable(z.int()),
  is_active: z.boolean(),
});
export type CheckList = z.infer<typeof checkListSchema>;
export const checkListListSchema = z.object({ check_lists: z.array(checkListSchema) });

/** POST {checker}/api/v1/check_list_param/list/ — a check list's params, flat, by `sort`. */
export const checkListParamFilterSchema = z.strictObject({ check_list_id: positiveId });
const checkListParamSchema = z.object({
  id: z.int(),
  check_list_id: z.int(),
  /** The parent param; the portal nests params as a tree by it. */
  parent_id: z.nullable(z.int()),
  name: z.string(),
  sort: z.int(),
});
export type CheckListParam = z.infer<typeof checkListParamSchema>;
export const checkListParamListSchema = z.object({
  check_list_params: z.array(checkListParamSchema),
});

/**
 * POST {checker}/api/v1/check_list_result/create/ — a visit's check. Every leaf param (one
 * without children) needs an answer; a rejected param needs a comment, so the executor knows
 * what to fix. The visit becomes checked; a rejection notifies its executor.
 */
const checkAnswerInputSchema = z.strictObject({
  param_id: positiveId,
  accepted: z.boolean(),
  comment: z.optional(z.nullable(text(2000))),
});
export const checkResultCreateSchema = z.strictObject({
  visit_id: positiveId,
  check_list_id: positiveId,
  result: checkResultValueSchema,
  comment: z.optional(z.nullable(text(2000))),
  answers: z.array(checkAnswerInputSchema).check(z.maxLength(500)),
});
export type CheckResultCreate = z.input<typeof checkResultCreateSchema>;

const checkAnswerSchema = z.object({
  param_id: z.int(),
  accepted: z.boolean(),
  comment: z.nullable(z.string()),
});
const checkResultSchema = z.object({
  id: z.int(),
  visit_id: z.int(),
  check_list_id: z.int(),
  check_list_name: z.string(),
  result: checkResultValueSchema,
  comment: z.nullable(z.string()),
  /** The checker. */
  user: z.nullable(personSchema),
  created_at: z.string(),
  answers: z.array(checkAnswerSchema),
});
export type CheckResult = z.infer<typeof checkResultSchema>;
const checkResultCreatedSchema = z.object({ check_list_result: checkResultSchema });

/** POST {checker}/api/v1/check_list_result/list/ — newest first; answers `{ check_list_results }`. */
export const checkResultFilterSchema = z.strictObject({
  visit_id: z.optional(positiveId),
  visit_ids: z.optional(idListSchema),
  check_list_id: z.optional(positiveId),
  user_id: z.optional(positiveId),
  project_ids: z.optional(idListSchema),
  ...paginationShape,
});
export const checkResultListSchema = z.object({
  check_list_results: paginatedSchema(checkResultSchema),
});

/**
 * POST {checker}/api/v1/visits/list/ — completed visits of the selected projects to check,
 * newest first. `date_range` defaults to today. A visit's check type is the one it was checked
 * with, else `audit` for an audit visit and `questionnaire` for the others.
 */
export const checkVisitFilterSchema = z.strictObject({
  project_ids: z.optional(idListSchema),
  date_range: z.optional(dateRangeSchema),
  is_checked: z.optional(z.boolean()),
  check_type: z.optional(checkTypeSchema),
  user_ids: z.optional(idListSchema),
  project_outlet_ids: z.optional(idListSchema),
  ...paginationShape,
});
export type CheckVisitFilter = z.input<typeof checkVisitFilterSchema>;

const checkVisitSchema = z.object({
  id: z.int(),
  number: z.string(),
  status: visitStatusSchema,
  visit_type: visitTypeSchema,
  visit_date: isoDateSchema,
  started_at: z.nullable(z.string()),
  finished_at: z.nullable(z.string()),
  photo_count: z.int(),
  is_checked: z.boolean(),
  check_type: checkTypeSchema,
  /** The latest check's result; null while unchecked. */
  check_result: z.nullable(checkResultValueSchema),
  project: z.object({ id: z.int(), name: z.string() }),
  outlet: z.object({ id: z.int(), name: z.string(), address: z.string() }),
  user: z.nullable(personSchema),
});
export type CheckVisit = z.infer<typeof checkVisitSchema>;
export const checkVisitListSchema = paginatedSchema(checkVisitSchema);

/**
 * POST {checker}/api/v1/visits/project_outlet_filter/ — the selected projects' outlets, by
 * name, for the checker screen's outlet filter (checkers hold no right on the outlet catalog).
 */
export const checkOutletFilterSchema = z.strictObject({
  project_ids: z.optional(idListSchema),
  ...paginationShape,
});
const checkOutletSchema = z.object({ id: z.int(), name: z.string(), address: z.string() });
export type CheckOutlet = z.infer<typeof checkOutletSchema>;
export const checkOutletListSchema = paginatedSchema(checkOutletSchema);

/** Spec section 2, /visit-check: checkers, head checkers and administrators. */

export const checkerCalls = {
  checkLists: withSchemas(checkerAddresses.checkLists, {
    body: checkListFilterSchema,
    reply: checkListListSchema,
  }),
  checkListParams: withSchemas(checkerAddresses.checkListParams, {
    body: checkListParamFilterSchema,
    reply: checkListParamListSchema,
  }),
  checkResults: withSchemas(checkerAddresses.checkResults, {
    body: checkResultFilterSchema,
    reply: checkResultListSchema,
  }),
  createCheckResult: defineCall({
    service: 'checker',
    route: 'POST /api/v1/check_list_result/create/',
    permission: CHECKER,
    summary: 'Check a visit: the visit becomes checked; a rejection notifies its executor',
    status: 201,
    body: checkResultCreateSchema,
    reply: checkResultCreatedSchema,
  }),
  checkVisits: withSchemas(checkerAddresses.checkVisits, {
    body: checkVisitFilterSchema,
    reply: checkVisitListSchema,
  }),
  checkOutlets: withSchemas(checkerAddresses.checkOutlets, {
    body: checkOutletFilterSchema,
    reply: checkOutletListSchema,
  }),
};
