import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { AnswerValue, QuestionnaireContent } from '#src/contracts/questionnaire-content';
import { projects } from './clients-projects';
import { id, timestamps } from './columns';
import { answerType, conditionOperator } from './enums';
import { project_outlets } from './outlets';
import { users } from './users';
import { visits } from './visits';

export const questionnaires = pgTable(
  'questionnaires',
  {
    id: id(),
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Referenced by crowd tasks (crowd_tasks.questionnaire_code). */
    code: text(),
    description: text(),
    is_active: boolean().notNull().default(true),
    start_date: date(),
    end_date: date(),
    sort: integer().notNull().default(0),
    /**
     * When the draft (the steps, questions and options in their tables) last changed since the
     * last version was published; null when the draft is that version.
     */
    draft_changed_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index().on(t.project_id, t.sort), unique().on(t.project_id, t.code)],
);

/**
 * A published version: what the questionnaire asked from then on, as it was (decision 075).
 * Numbered from 1 within the questionnaire; a filled result names the version it was filled in.
 */
export const questionnaire_versions = pgTable(
  'questionnaire_versions',
  {
    id: id(),
    questionnaire_id: integer()
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    content: jsonb().$type<QuestionnaireContent>().notNull(),
    published_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    published_by: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [unique().on(t.questionnaire_id, t.number)],
);

export const questionnaire_steps = pgTable(
  'questionnaire_steps',
  {
    id: id(),
    questionnaire_id: integer()
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index().on(t.questionnaire_id, t.sort)],
);

/**
 * A conditional question is shown only when its parent question's chosen options meet the
 * condition (`condition_operator` over `condition_answer_ids`); changing the parent answer
 * deletes the child results. A question or option with results is archived, never deleted: the
 * versions it was in still show it.
 */
export const questions = pgTable(
  'questions',
  {
    id: id(),
    questionnaire_id: integer()
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    step_id: integer().references(() => questionnaire_steps.id, { onDelete: 'set null' }),
    name: text().notNull(),
    description: text(),
    code: text(),
    answer_type: answerType().notNull(),
    is_required: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
    min_number: doublePrecision(),
    max_number: doublePrecision(),
    min_length: integer(),
    min_photo_count: integer(),
    parent_question_id: integer().references((): AnyPgColumn => questions.id, {
      onDelete: 'cascade',
    }),
    condition_operator: conditionOperator(),
    condition_answer_ids: integer().array(),
    archived_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index().on(t.questionnaire_id, t.sort),
    check(
      'questions_condition_check',
      sql`(${t.parent_question_id} is null) = (${t.condition_operator} is null) and (${t.condition_operator} is null) = (${t.condition_answer_ids} is null)`,
    ),
    index().on(t.step_id),
    index().on(t.parent_question_id),
    check(
      'questions_number_range_check',
      sql`${t.min_number} is null or ${t.max_number} is null or ${t.min_number} <= ${t.max_number}`,
    ),
  ],
);

/** Answer options of 'one' and 'many' questions. */
export const question_answers = pgTable(
  'question_answers',
  {
    id: id(),
    question_id: integer()
      .notNull()
      .references((): AnyPgColumn => questions.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    code: text(),
    sort: integer().notNull().default(0),
    archived_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index().on(t.question_id, t.sort)],
);

/**
 * value by answer type: number/integer → number, text → string, one → option id,
 * many → option ids; photo → null (the photos are file links with object_id = question id).
 */
export const question_results = pgTable(
  'question_results',
  {
    id: id(),
    visit_id: integer()
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    question_id: integer()
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    questionnaire_id: integer()
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    /** The version it was filled in: it is shown and edited against that version. */
    questionnaire_version_id: integer()
      .notNull()
      .references(() => questionnaire_versions.id, { onDelete: 'restrict' }),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    value: jsonb().$type<AnswerValue>(),
    comment: text(),
    ...timestamps,
  },
  (t) => [unique().on(t.visit_id, t.question_id), index().on(t.question_id)],
);

/**
 * Which project outlets a questionnaire applies to; a second link is refused ('already linked').
 * The period (QAPO_V2) bounds when it applies there; null: open on that side.
 */
export const questionnaire_assignment_outlets = pgTable(
  'questionnaire_assignment_outlets',
  {
    id: id(),
    questionnaire_id: integer()
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    project_outlet_id: integer()
      .notNull()
      .references(() => project_outlets.id, { onDelete: 'cascade' }),
    start_date: date(),
    end_date: date(),
    ...timestamps,
  },
  (t) => [
    unique('questionnaire_outlets_unique').on(t.questionnaire_id, t.project_outlet_id),
    index().on(t.project_outlet_id),
    check(
      'questionnaire_outlets_period_check',
      sql`${t.start_date} is null or ${t.end_date} is null or ${t.start_date} <= ${t.end_date}`,
    ),
  ],
);
