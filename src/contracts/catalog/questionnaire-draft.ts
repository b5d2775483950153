import * as z from 'zod/mini';
import { defineCall } from '../calls';
import { ANSWER_TYPES } from '../enums';
import { changesSomething, idParamsSchema } from '../fields';
import {
  CONDITION_OPERATORS,
  contentQuestionSchema,
  contentStepSchema,
} from '../questionnaire-content';
import { catalogIdSchema, optionalText, requiredText } from './catalog-list';
import { QUESTIONNAIRE_MESSAGES } from './questionnaires';

/**
 * The draft of a questionnaire (decision 075): its steps, questions and options as the builder
 * edits them. Every call here needs the questionnaires area's UPDATE in the questionnaire's
 * project, stamps the questionnaire's `draft_changed_at` in its own transaction, and leaves the
 * published versions as they are. A question or option that was answered is archived, never
 * deleted, so the versions that had it still show it.
 */
const DRAFT_UPDATE = { area: 'questionnaires', level: 'update' } as const;

/** At most this many questions in one "several questions at once". */
const MAX_QUESTIONS_AT_ONCE = 200;
const MAX_SORT = 1_000_000;
const sortSchema = z.int().check(z.minimum(0), z.maximum(MAX_SORT));
const countSchema = z.int().check(z.minimum(0), z.maximum(1000));
const stepIdSchema = z.optional(z.nullable(catalogIdSchema));
const uniqueIds = z.refine<number[]>((ids) => new Set(ids).size === ids.length, {
  message: QUESTIONNAIRE_MESSAGES.answerTwice,
});

const stepSchema = z.extend(contentStepSchema, { questionnaire_id: z.int() });
export type QuestionnaireStep = z.infer<typeof stepSchema>;

/** POST {main}/questionnaire_steps/: without `sort` the step goes after the last one. */
export const stepCreateSchema = z.strictObject({
  questionnaire_id: catalogIdSchema,
  name: requiredText(),
  sort: z.optional(sortSchema),
});
/** PATCH {main}/questionnaire_steps/{id}/ */
export const stepPatchSchema = z
  .strictObject({ name: z.optional(requiredText()), sort: z.optional(sortSchema) })
  .check(changesSomething);

/** Shown only when the parent (a one or many question of the same questionnaire) meets it. */
const conditionSchema = z.strictObject({
  question_id: catalogIdSchema,
  operator: z.enum(CONDITION_OPERATORS),
  answer_ids: z.array(catalogIdSchema).check(z.minLength(1), z.maxLength(1000), uniqueIds),
});

/**
 * The options of a one or many question, in order: one with `id` keeps that option (renamed,
 * moved), one without is new; an option left out is archived when an answer chose it, deleted
 * otherwise.
 */
const answersSchema = z
  .array(
    z.strictObject({
      id: z.optional(catalogIdSchema),
      name: requiredText(1000),
      code: optionalText(),
    }),
  )
  .check(z.maxLength(500));

const questionFields = {
  step_id: stepIdSchema,
  description: optionalText(4000),
  code: optionalText(),
  is_required: z.optional(z.boolean()),
  sort: z.optional(sortSchema),
  min_number: z.optional(z.nullable(z.number())),
  max_number: z.optional(z.nullable(z.number())),
  min_length: z.optional(z.nullable(countSchema)),
  min_photo_count: z.optional(z.nullable(countSchema)),
  condition: z.optional(z.nullable(conditionSchema)),
  answers: z.optional(answersSchema),
};
const numbersInOrder = z.refine<{ min_number?: number | null; max_number?: number | null }>(
  (value) =>
    value.min_number === undefined ||
    value.min_number === null ||
    value.max_number === undefined ||
    value.max_number === null ||
    value.min_number <= value.max_number,
  { message: QUESTIONNAIRE_MESSAGES.numberRange, path: ['min_number'] },
);

/** POST {main}/questions/: without `sort` the question goes after the last one. */
const questionCreateSchema = z
  .strictObject({
    questionnaire_id: catalogIdSchema,
    name: requiredText(1000),
    answer_type: z.enum(ANSWER_TYPES),
    ...questionFields,
  })
  .check(numbersInOrder);
export type QuestionCreate = z.output<typeof questionCreateSchema>;

/**
 * PATCH {main}/questions/{id}/: the type only while nothing was answered; `answers`, when given,
 * is the whole list of options (see above). One bound is checked against the stored other.
 */
export const questionPatchSchema = z
  .strictObject({
    name: z.optional(requiredText(1000)),
    answer_type: z.optional(z.enum(ANSWER_TYPES)),
    ...questionFields,
  })
  .check(numbersInOrder, changesSomething);
export type QuestionPatch = z.output<typeof questionPatchSchema>;

/** POST {main}/questions/many/: questions of one type named one a line, after the last one. */
const questionManySchema = z.strictObject({
  questionnaire_id: catalogIdSchema,
  step_id: stepIdSchema,
  answer_type: z.enum(ANSWER_TYPES),
  is_required: z.optional(z.boolean()),
  names: z.array(requiredText(1000)).check(z.minLength(1), z.maxLength(MAX_QUESTIONS_AT_ONCE)),
});
export type QuestionMany = z.output<typeof questionManySchema>;

/** POST {main}/questions/order/: the builder's drag and drop, in and between steps. */
const questionOrderSchema = z.strictObject({
  questionnaire_id: catalogIdSchema,
  items: z
    .array(
      z.strictObject({
        id: catalogIdSchema,
        step_id: z.nullable(catalogIdSchema),
        sort: sortSchema,
      }),
    )
    .check(z.minLength(1), z.maxLength(1000)),
});
export type QuestionOrder = z.output<typeof questionOrderSchema>;

/** A question of the draft as the content has it, with its questionnaire. */
const questionSchema = z.extend(contentQuestionSchema, { questionnaire_id: z.int() });
export type DraftQuestion = z.infer<typeof questionSchema>;

export const questionnaireDraftCalls = {
  createStep: defineCall({
    service: 'main',
    route: 'POST /questionnaire_steps/',
    permission: DRAFT_UPDATE,
    summary: 'A step of a questionnaire’s draft',
    status: 201,
    body: stepCreateSchema,
    reply: stepSchema,
  }),
  patchStep: defineCall({
    service: 'main',
    route: 'PATCH /questionnaire_steps/{id}/',
    permission: DRAFT_UPDATE,
    summary: 'Rename or move a step of a questionnaire’s draft',
    params: idParamsSchema,
    body: stepPatchSchema,
    reply: stepSchema,
  }),
  /** The step goes; its questions stay in the draft outside any step (their step_id is null). */
  deleteStep: defineCall({
    service: 'main',
    route: 'DELETE /questionnaire_steps/{id}/',
    permission: DRAFT_UPDATE,
    summary: 'Delete a step of a questionnaire’s draft; its questions move out of any step',
    status: 204,
    params: idParamsSchema,
    reply: z.null(),
  }),
  createQuestion: defineCall({
    service: 'main',
    route: 'POST /questions/',
    permission: DRAFT_UPDATE,
    summary: 'A question of a questionnaire’s draft, with its options and condition',
    status: 201,
    body: questionCreateSchema,
    reply: questionSchema,
  }),
  patchQuestion: defineCall({
    service: 'main',
    route: 'PATCH /questions/{id}/',
    permission: DRAFT_UPDATE,
    summary:
      'Change a question of a questionnaire’s draft; its type only while it has no answers, ' +
      'its options as a whole list',
    params: idParamsSchema,
    body: questionPatchSchema,
    reply: questionSchema,
  }),
  createQuestions: defineCall({
    service: 'main',
    route: 'POST /questions/many/',
    permission: DRAFT_UPDATE,
    summary: 'Several questions of one type at once, after the last question',
    status: 201,
    body: questionManySchema,
    reply: z.object({ items: z.array(questionSchema) }),
  }),
  /**
   * `{ archived: true }`: the question had answers (or an archived question's condition is on
   * it) and stays for the versions that had it; `false`: it was deleted. Refused (409, naming
   * them) while questions of the draft have a condition on it.
   */
  deleteQuestion: defineCall({
    service: 'main',
    route: 'DELETE /questions/{id}/',
    permission: DRAFT_UPDATE,
    summary:
      'Remove a question from the draft: archived when it has answers, deleted otherwise; ' +
      'refused (409) while other questions depend on it',
    params: idParamsSchema,
    reply: z.object({ archived: z.boolean() }),
  }),
  /** Every named question takes its step (null: outside any) and sort; others stay as they are. */
  orderQuestions: defineCall({
    service: 'main',
    route: 'POST /questions/order/',
    permission: DRAFT_UPDATE,
    summary: 'Move questions of the draft within and between steps, in one go',
    status: 204,
    body: questionOrderSchema,
    reply: z.null(),
  }),
};
