import * as z from 'zod/mini';
import { defineCall } from '../calls';
import { defineEndpoints, restPaths } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { isoDateSchema } from '../fields';
import { idListSchema, MAX_PAGE_SIZE } from '../list';
import { questionnaireContentSchema } from '../questionnaire-content';
import {
  activeByDefault,
  catalogIdSchema,
  catalogListSchema,
  optionalText,
  requiredText,
} from './catalog-list';

/**
 * A questionnaire of a project: its steps, questions and options in their tables are the draft;
 * what field workers fill in is its latest published version (decision 075).
 */
const questionnaireSchema = z.object({
  id: z.int(),
  project_id: z.int(),
  project_name: z.nullable(z.string()),
  name: z.string(),
  /** Crowd tasks name the questionnaire by it; unique within the project. */
  code: z.nullable(z.string()),
  description: z.nullable(z.string()),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  is_active: z.boolean(),
  /** The latest published version's number; null while none is. */
  version_number: z.nullable(z.int()),
  /** When the draft last changed since that version; null when the draft is that version. */
  draft_changed_at: z.nullable(z.string()),
  /** Questions of the draft (archived ones left out). */
  question_count: z.int(),
});

export const QUESTIONNAIRE_MESSAGES = {
  startAfterEnd: 'Дата начала анкеты не может быть позже даты окончания',
  codeTwice: 'Анкета с таким кодом в проекте уже существует',
  deleteFilled:
    'Нельзя удалить анкету, по которой уже есть ответы: сделайте её неактивной, чтобы её больше не заполняли',
  projectOfFilled: 'Нельзя перенести в другой проект анкету, по которой уже есть ответы',
  questionnaireNotFound: 'Анкета не найдена',
  stepNotFound: 'Шаг анкеты не найден',
  questionNotFound: 'Вопрос не найден',
  tooManyQuestionnaires: 'Слишком много анкет за один раз: уточните фильтр',
  stepOfAnother: 'Шаг не из этой анкеты',
  questionOfAnother: 'Вопрос не из этой анкеты',
  typeOfAnswered: 'Нельзя изменить тип вопроса, на который уже есть ответы: добавьте новый вопрос',
  typeOfParent: 'От вариантов этого вопроса зависят другие вопросы: сначала уберите их условия',
  numberRange: 'Минимальное значение не может быть больше максимального',
  conditionOnItself: 'Вопрос не может зависеть от самого себя',
  conditionCycle: 'Условия вопросов не могут замыкаться в круг',
  conditionParent: 'Условие ставится только на вопрос с выбором ответа из этой же анкеты',
  conditionAnswers:
    'В условии можно выбрать только варианты ответа вопроса, от которого оно зависит',
  answersOfChoiceOnly: 'Варианты ответа бывают только у вопросов с выбором ответа',
  answerOfAnother: 'Вариант ответа не из этого вопроса',
  answerTwice: 'Вариант ответа указан дважды',
  /** Followed by the names of the questions that depend on it. */
  hasDependants: 'От вопроса зависят другие вопросы',
  /** Followed by the names of the questions whose conditions name the options. */
  answersInConditions: 'Варианты ответа используются в условиях вопросов',
  questionTwice: 'Вопрос указан дважды',
} as const;

/** The questionnaire list's page (spec section 10). */
const QUESTIONNAIRE_PAGE_SIZE = 10;

/** POST {main}/questionnaires/list/: search over the name and the code. */
const questionnaireListRequestSchema = z.extend(
  catalogListSchema({ project_ids: z.optional(idListSchema), is_active: z.optional(z.boolean()) }, [
    'name',
    'code',
    'start_date',
    'end_date',
    'id',
  ]),
  {
    limit: z._default(
      z.int().check(z.minimum(1), z.maximum(MAX_PAGE_SIZE)),
      QUESTIONNAIRE_PAGE_SIZE,
    ),
  },
);

const optionalDate = z.optional(z.nullable(isoDateSchema));
const datesInOrder = z.refine<{ start_date?: string | null; end_date?: string | null }>(
  (value) => !value.start_date || !value.end_date || value.start_date <= value.end_date,
  { message: QUESTIONNAIRE_MESSAGES.startAfterEnd, path: ['start_date'] },
);
const questionnaireFields = {
  code: optionalText(),
  description: optionalText(2000),
  start_date: optionalDate,
  end_date: optionalDate,
  is_active: z.optional(z.boolean()),
};

/** POST {main}/questionnaires/: a new questionnaire is a draft with no version yet. */
const questionnaireCreateSchema = z
  .strictObject({
    project_id: catalogIdSchema,
    name: requiredText(),
    ...questionnaireFields,
    is_active: activeByDefault,
  })
  .check(datesInOrder);

/**
 * PATCH {main}/questionnaires/{id}/: the project only while nothing was filled in; one date is
 * checked against the stored other.
 */
const questionnairePatchSchema = z
  .strictObject({
    project_id: z.optional(catalogIdSchema),
    name: z.optional(requiredText()),
    ...questionnaireFields,
  })
  .check(datesInOrder);

/**
 * Questionnaires (spec sections 2 and 7); permission area 'questionnaires' of section 6, in the
 * questionnaire's project. A delete is refused once anything was filled in.
 */
export const questionnaireEndpoints = defineEndpoints({
  name: 'questionnaires',
  service: 'main',
  permission: entityPermissions.questionnaires,
  paths: restPaths('questionnaires', ['list', 'get', 'create', 'patch', 'delete']),
  contract: {
    row: questionnaireSchema,
    list: questionnaireListRequestSchema,
    create: questionnaireCreateSchema,
    patch: questionnairePatchSchema,
  },
  defaultSort: 'name',
  rules: {
    unique: [
      {
        constraint: 'questionnaires_project_id_code_unique',
        fields: ['project_id', 'code'],
        field: 'code',
        message: QUESTIONNAIRE_MESSAGES.codeTwice,
        exact: true,
      },
    ],
  },
});

const QUESTIONNAIRE_CONTENT_VERSIONS = ['published', 'draft'] as const;
/** At most this many questionnaires' content in one detailed list. */
export const MAX_DETAILED_QUESTIONNAIRES = 100;

/**
 * POST {main}/questionnaires/detailed-list/: questionnaires of the caller's projects with what
 * they ask: `published` (the default) the latest version's content, those never published left
 * out; `draft` the tables as they are now.
 */
export const questionnaireDetailedListRequestSchema = z.strictObject({
  questionnaire_ids: z.optional(idListSchema),
  project_ids: z.optional(idListSchema),
  version: z._default(z.enum(QUESTIONNAIRE_CONTENT_VERSIONS), 'published'),
});

const detailedQuestionnaireSchema = z.object({
  id: z.int(),
  project_id: z.int(),
  name: z.string(),
  code: z.nullable(z.string()),
  is_active: z.boolean(),
  /** The version the content is (the latest published one); null for a draft never published. */
  version_number: z.nullable(z.int()),
  draft_changed_at: z.nullable(z.string()),
  content: questionnaireContentSchema,
});
export type DetailedQuestionnaire = z.infer<typeof detailedQuestionnaireSchema>;
const questionnaireDetailedListSchema = z.object({ items: z.array(detailedQuestionnaireSchema) });

export const questionnaireCalls = {
  detailedList: defineCall({
    service: 'main',
    route: 'POST /questionnaires/detailed-list/',
    permission: { area: 'questionnaires', level: 'read' },
    summary:
      'Questionnaires with their steps, questions and options: the latest published version ' +
      'or the draft; refused (400) when more than 100 match',
    body: questionnaireDetailedListRequestSchema,
    reply: questionnaireDetailedListSchema,
  }),
};
