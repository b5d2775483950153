import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { projects } from './clients-projects';
import { id, timestamps } from './columns';
import { checkResult, checkType } from './enums';
import { questionnaires } from './questionnaires';
import { users } from './users';
import { visits } from './visits';

export const check_lists = pgTable(
  'check_lists',
  {
    id: id(),
    name: text().notNull(),
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    check_type: checkType().notNull().default('questionnaire'),
    questionnaire_id: integer().references(() => questionnaires.id, { onDelete: 'set null' }),
    is_active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [index().on(t.project_id, t.check_type)],
);

/** Criteria of a check list, nested as a tree by parent_id. */
export const check_list_params = pgTable(
  'check_list_params',
  {
    id: id(),
    check_list_id: integer()
      .notNull()
      .references(() => check_lists.id, { onDelete: 'cascade' }),
    parent_id: integer().references((): AnyPgColumn => check_list_params.id, {
      onDelete: 'cascade',
    }),
    name: text().notNull(),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index().on(t.check_list_id, t.sort), index().on(t.parent_id)],
);

export const check_list_results = pgTable(
  'check_list_results',
  {
    id: id(),
    visit_id: integer()
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    check_list_id: integer()
      .notNull()
      .references(() => check_lists.id, { onDelete: 'cascade' }),
    /** The checker. */
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    result: checkResult().notNull(),
    comment: text(),
    ...timestamps,
  },
  (t) => [index().on(t.visit_id), index().on(t.check_list_id), index().on(t.user_id)],
);

export const check_list_result_answers = pgTable(
  'check_list_result_answers',
  {
    id: id(),
    result_id: integer()
      .notNull()
      .references(() => check_list_results.id, { onDelete: 'cascade' }),
    param_id: integer()
      .notNull()
      .references(() => check_list_params.id, { onDelete: 'cascade' }),
    accepted: boolean().notNull(),
    comment: text(),
    ...timestamps,
  },
  (t) => [unique().on(t.result_id, t.param_id), index().on(t.param_id)],
);

/**
 * Who checks whose visits in a project: an executor's checker, one per executor (the CHECKERS
 * import writes it).
 */
export const visit_checkers = pgTable(
  'visit_checkers',
  {
    id: id(),
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    executor_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checker_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [unique().on(t.project_id, t.executor_id), index().on(t.checker_id)],
);
