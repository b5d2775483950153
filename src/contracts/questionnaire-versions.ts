import * as z from 'zod/mini';
import { defineCall } from './calls';
import { idParamSchema } from './fields';
import { personSchema } from './person';
import { questionnaireContentSchema } from './questionnaire-content';

/** The permission area of questionnaires (spec section 6). */
const AREA = 'questionnaires';

/** Refusals of the publish call, shown as they are. */
export const QUESTIONNAIRE_VERSION_MESSAGES = {
  notFound: 'Анкета не найдена',
  versionNotFound: 'Версия анкеты не найдена',
  /** Followed by the first problems, one a line. */
  hasProblems: 'Анкету нельзя опубликовать, пока в ней есть ошибки',
  nothingChanged: 'Черновик не отличается от опубликованной версии',
  draftMoved: 'Черновик изменился после просмотра изменений: посмотрите их ещё раз',
} as const;

const idParams = z.object({ id: idParamSchema });

/** A problem of the draft the builder names (src/contracts/questionnaire-rules.ts), in words. */
const draftProblemSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** False for a warning (an empty step): publishing goes on. */
  blocks: z.boolean(),
  question_ids: z.array(z.int()),
  step_ids: z.array(z.int()),
});

/** What the draft changes against the last version, id by id (contentDiff). */
const contentDiffSchema = z.object({
  steps: z.object({
    added: z.array(z.int()),
    removed: z.array(z.int()),
    renamed: z.array(z.int()),
    moved: z.array(z.int()),
  }),
  questions: z.object({
    added: z.array(z.int()),
    removed: z.array(z.int()),
    changed: z.array(
      z.object({
        question_id: z.int(),
        fields: z.array(z.string()),
        answers_added: z.array(z.int()),
        answers_removed: z.array(z.int()),
        answers_renamed: z.array(z.int()),
        answers_recoded: z.array(z.int()),
      }),
    ),
  }),
  safe: z.boolean(),
});

/** A removed question or option that stored answers chose: kept (archived), and hidden from now on. */
const hiddenAnswersSchema = z.object({
  question_id: z.int(),
  question: z.string(),
  /** Null: the whole question is removed. */
  answer_id: z.nullable(z.int()),
  answer: z.nullable(z.string()),
  results: z.int(),
});

/**
 * GET {main}/questionnaires/{id}/publish_preview/ — what publishing the draft would do: the next
 * version's number, the draft's problems (publishing is refused while one blocks), what it
 * changes against the last version (everything is added for a first version), how many outlets
 * and filled results the questionnaire has, and the stored answers a removed question or option
 * would hide. `draft_changed_at` is handed back to the publish call: it confirms this draft.
 */
const publishPreviewSchema = z.object({
  questionnaire_id: z.int(),
  next_number: z.int(),
  /** Null when no version is published yet. */
  current_number: z.nullable(z.int()),
  draft_changed_at: z.nullable(z.string()),
  problems: z.array(draftProblemSchema),
  blocked: z.boolean(),
  changed: z.boolean(),
  diff: contentDiffSchema,
  outlet_count: z.int(),
  result_count: z.int(),
  hidden_answers: z.array(hiddenAnswersSchema),
  /** Names of the questions and steps the diff names, of either version, by id. */
  question_names: z.record(z.string(), z.string()),
  step_names: z.record(z.string(), z.string()),
});
export type PublishPreview = z.infer<typeof publishPreviewSchema>;

/**
 * POST {main}/questionnaires/{id}/publish/ — the draft as the next version. `draft_changed_at`
 * is the preview's: a draft changed since is refused (409), as are a draft with a blocking
 * problem and one that changes nothing. Answers the version.
 */
const publishRequestSchema = z.strictObject({
  draft_changed_at: z.nullable(z.string().check(z.maxLength(40))),
});

const versionSummarySchema = z.object({
  id: z.int(),
  questionnaire_id: z.int(),
  number: z.int(),
  published_at: z.string(),
  published_by: z.nullable(personSchema),
  question_count: z.int(),
  /** Filled results recorded in this version. */
  result_count: z.int(),
});
export type QuestionnaireVersionSummary = z.infer<typeof versionSummarySchema>;

const versionSchema = z.object({
  ...versionSummarySchema.shape,
  content: questionnaireContentSchema,
});
export type QuestionnaireVersion = z.infer<typeof versionSchema>;

/**
 * A questionnaire's published versions: previewed, published, listed and read whole. Read level
 * on the questionnaire's project to read; update level to publish (the draft is edited so).
 */
export const questionnaireVersionCalls = {
  publishPreview: defineCall({
    service: 'main',
    route: 'GET /questionnaires/{id}/publish_preview/',
    permission: { area: AREA, level: 'update' },
    summary: "What publishing the questionnaire's draft would change, and what blocks it",
    params: idParams,
    reply: publishPreviewSchema,
  }),
  publish: defineCall({
    service: 'main',
    route: 'POST /questionnaires/{id}/publish/',
    permission: { area: AREA, level: 'update' },
    summary: "Publish the questionnaire's draft as its next version",
    status: 201,
    params: idParams,
    body: publishRequestSchema,
    reply: versionSummarySchema,
  }),
  listVersions: defineCall({
    service: 'main',
    route: 'GET /questionnaires/{id}/versions/',
    permission: { area: AREA, level: 'read' },
    summary: "A questionnaire's published versions, newest first",
    params: idParams,
    reply: z.object({ items: z.array(versionSummarySchema) }),
  }),
  getVersion: defineCall({
    service: 'main',
    route: 'GET /questionnaire_versions/{id}/',
    permission: { area: AREA, level: 'read' },
    summary: 'One published version with what it asked',
    params: idParams,
    reply: versionSchema,
  }),
};
