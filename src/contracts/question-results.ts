import * as z from 'zod/mini';
import { defineCall } from './calls';
import { REQUIRED_FIELD } from './field-constants';
import { idParamSchema, idSchema, MAX_ID_LIST, textSchema } from './fields';
import { questionnaireContentSchema } from './questionnaire-content';

/**
 * A visit's filled questionnaires from the portal: filled whole for a visit, corrected whole or
 * row by row. A result is always read, validated and written against the version it was filled
 * in (decision 075), never the draft; a new fill takes the latest published version.
 */

/** The most rows one /question_results/many/ call writes. */
const MAX_RESULT_ROWS = 500;

export const QUESTION_RESULT_MESSAGES = {
  visitNotFound: 'Визит не найден',
  questionnaireNotFound: 'Анкета не найдена',
  otherProject: 'Анкета не относится к проекту визита',
  questionNotFound: 'Вопрос не найден',
  alreadyFilled: 'Анкета по этому визиту уже заполнена',
  notFilled: 'Анкета по этому визиту не заполнена',
  noVersion: 'У анкеты нет опубликованной версии',
  notInVersion: 'Этого вопроса нет в версии анкеты, по которой заполнен визит',
  duplicateQuestion: 'Ответ на вопрос указан дважды',
  answerExists: 'Ответ на этот вопрос в визите уже есть',
  /** Followed by nothing: the reply's `clears` names the questions. */
  confirmClear: 'Изменение ответа удалит ответы на зависимые вопросы. Подтвердите удаление',
} as const;

/**
 * number and integer → a number, text → a string, one → an option id, many → option ids,
 * photo → null (the photos are the visit's file links of the question). Null or an empty value
 * on a correction deletes the answer.
 */
const answerValueSchema = z.nullable(
  z.union([z.number(), textSchema(), z.array(idSchema).check(z.maxLength(MAX_ID_LIST))]),
);
const commentSchema = z.optional(z.nullable(textSchema({ max: 2000 })));

const filledAnswerInputSchema = z.strictObject({
  question_id: idSchema,
  value: answerValueSchema,
  /** Absent: a correction keeps the stored comment; null or empty clears it. */
  comment: commentSchema,
});

const answersSchema = z.array(filledAnswerInputSchema).check(z.maxLength(MAX_ID_LIST));

/**
 * POST {main}/questionnaires/create-filled/ — fills the questionnaire for a visit that has no
 * results of it yet (409 otherwise) in its latest published version (409 when it has none). The
 * whole form is checked against that version with the photos the visit already has per
 * question: every problem, an answer to a hidden question included, is refused at once as 400
 * with a field `answers.<question_id>` each. Answers the filled result.
 */
const createFilledSchema = z.strictObject({
  visit_id: idSchema,
  questionnaire_id: idSchema,
  answers: answersSchema,
});

/**
 * PATCH {main}/questionnaires/update-filled/ — corrects the visit's answers (those named;
 * the others stay) against the version they were filled in, the whole form checked as on
 * create. A changed parent answer deletes its dependents' answers and photos (spec section 5):
 * without `confirm_clear: true` that is refused with 409 naming them in `clears`, so the portal
 * asks and sends again.
 */
const updateFilledSchema = z.strictObject({
  visit_id: idSchema,
  questionnaire_id: idSchema,
  answers: answersSchema.check(z.minLength(1, REQUIRED_FIELD)),
  confirm_clear: z.optional(z.boolean()),
});

const filledQuerySchema = z.object({
  visit_id: idParamSchema,
  questionnaire_id: idParamSchema,
});

const answerValueReplySchema = z.nullable(z.union([z.number(), z.string(), z.array(z.number())]));

/**
 * A visit's questionnaire as the editor opens it: the version it was filled in (the latest
 * published one while `filled` is false) with that version's content, and the answers of its
 * questions that have a result or photos.
 */
const filledQuestionnaireSchema = z.object({
  visit_id: z.int(),
  questionnaire_id: z.int(),
  /** False: the visit has no results of it yet (fill it with create-filled). */
  filled: z.boolean(),
  version: z.object({ id: z.int(), number: z.int() }),
  content: questionnaireContentSchema,
  answers: z.array(
    z.object({
      question_id: z.int(),
      value: answerValueReplySchema,
      comment: z.nullable(z.string()),
      photo_count: z.int(),
    }),
  ),
});
export type FilledQuestionnaire = z.infer<typeof filledQuestionnaireSchema>;

/**
 * The 409 of a correction that would delete dependent answers: the questions losing theirs
 * (with the visit on the row-by-row call).
 */
export const clearsConflictSchema = z.object({
  detail: z.string(),
  clears: z.array(
    z.object({ visit_id: z.optional(z.int()), question_id: z.int(), name: z.string() }),
  ),
});

const resultRowInputSchema = z.strictObject({
  visit_id: idSchema,
  question_id: idSchema,
  value: answerValueSchema,
  comment: commentSchema,
});
const resultRowsSchema = z
  .array(resultRowInputSchema)
  .check(z.minLength(1, REQUIRED_FIELD), z.maxLength(MAX_RESULT_ROWS));

const resultRowSchema = z.object({
  id: z.int(),
  visit_id: z.int(),
  question_id: z.int(),
  questionnaire_id: z.int(),
  questionnaire_version_id: z.int(),
  value: answerValueReplySchema,
  comment: z.nullable(z.string()),
});
export type QuestionResultRow = z.infer<typeof resultRowSchema>;

/** What a row-by-row call wrote, and the answers it deleted (emptied or cleared). */
const resultRowsReplySchema = z.object({
  items: z.array(resultRowSchema),
  deleted: z.array(z.object({ visit_id: z.int(), question_id: z.int() })),
});

/** `confirm_clear=true`: the dependents a changed parent answer clears are deleted. */
const manyQuerySchema = z.object({
  confirm_clear: z._default(z.stringbool(), false),
});

export const questionResultCalls = {
  getFilled: defineCall({
    service: 'main',
    route: 'GET /questionnaires/filled/',
    permission: { area: 'questionnaires', level: 'read' },
    summary: "A visit's filled questionnaire against the version it was filled in",
    query: filledQuerySchema,
    reply: filledQuestionnaireSchema,
  }),
  createFilled: defineCall({
    service: 'main',
    route: 'POST /questionnaires/create-filled/',
    permission: { area: 'questionnaires', level: 'create' },
    summary: 'Fill a questionnaire for a visit in its latest published version',
    status: 201,
    body: createFilledSchema,
    reply: filledQuestionnaireSchema,
  }),
  updateFilled: defineCall({
    service: 'main',
    route: 'PATCH /questionnaires/update-filled/',
    permission: { area: 'questionnaires', level: 'update' },
    summary: "Correct a visit's answers against the version they were filled in",
    body: updateFilledSchema,
    reply: filledQuestionnaireSchema,
  }),
  createMany: defineCall({
    service: 'main',
    route: 'POST /question_results/many/',
    permission: { area: 'questionnaires', level: 'create' },
    summary: 'Add answers of visits, each checked on its own',
    status: 201,
    body: resultRowsSchema,
    reply: resultRowsReplySchema,
  }),
  updateMany: defineCall({
    service: 'main',
    route: 'PATCH /question_results/many/',
    permission: { area: 'questionnaires', level: 'update' },
    summary: 'Change or delete answers of visits, each checked on its own',
    query: manyQuerySchema,
    body: resultRowsSchema,
    reply: resultRowsReplySchema,
  }),
};
