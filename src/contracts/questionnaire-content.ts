import * as z from 'zod/mini';
import { ANSWER_TYPES } from './enums';

/**
 * What a questionnaire asks, as one version of it holds it: its steps, and its questions with
 * their options and conditions. A published version keeps this as it was published; the draft is
 * the same shape read from the tables. Ids are the tables' own and stay the same across versions
 * (a result names the question and options it answered), so two versions compare id by id.
 */

/** How a conditional question depends on its parent's chosen options. */
export const CONDITION_OPERATORS = ['any_of', 'none_of'] as const;

/**
 * Shown only when the parent question (a one or many question) has an answer that `any_of`:
 * chose one of `answer_ids`; `none_of`: chose none of them. Kept as data, never as text, so a
 * reopened questionnaire keeps its logic as it was written.
 */
const questionConditionSchema = z.object({
  question_id: z.int(),
  operator: z.enum(CONDITION_OPERATORS),
  answer_ids: z.array(z.int()),
});
export type QuestionCondition = z.infer<typeof questionConditionSchema>;

/** An option of a one or many question. */
const contentAnswerSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.nullable(z.string()),
  sort: z.int(),
});

const contentQuestionSchema = z.object({
  id: z.int(),
  /** Null: outside any step (shown after the steps). */
  step_id: z.nullable(z.int()),
  name: z.string(),
  description: z.nullable(z.string()),
  code: z.nullable(z.string()),
  answer_type: z.enum(ANSWER_TYPES),
  is_required: z.boolean(),
  sort: z.int(),
  /** Number and integer questions: the range an answer must be within. */
  min_number: z.nullable(z.number()),
  max_number: z.nullable(z.number()),
  /** Text questions: the shortest answer. */
  min_length: z.nullable(z.int()),
  /** Photo questions: how many photos at least. */
  min_photo_count: z.nullable(z.int()),
  condition: z.nullable(questionConditionSchema),
  /** One and many questions: their options, in order. */
  answers: z.array(contentAnswerSchema),
});
export type ContentQuestion = z.infer<typeof contentQuestionSchema>;

const contentStepSchema = z.object({
  id: z.int(),
  name: z.string(),
  sort: z.int(),
});
export type ContentStep = z.infer<typeof contentStepSchema>;

/** Steps and questions each in their order (sort, then id). */
export const questionnaireContentSchema = z.object({
  steps: z.array(contentStepSchema),
  questions: z.array(contentQuestionSchema),
});
export type QuestionnaireContent = z.infer<typeof questionnaireContentSchema>;

/**
 * An answer's value by the question's type: number and integer → a number, text → a string,
 * one → an option id, many → option ids, photo → null (the photos are file links of the
 * question).
 */
export type AnswerValue = number | string | number[] | null;
