import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { projects } from './clients-projects';
import { id, timestamps, tstz } from './columns';
import { crowdReserveStatus, crowdResultStatus, crowdTaskStatus } from './enums';
import { project_outlets } from './outlets';
import { questionnaires } from './questionnaires';
import { users } from './users';
import { visits } from './visits';

export const task_complexities = pgTable('task_complexities', {
  id: id(),
  name: text().notNull(),
  code: text().notNull().unique(),
  /** Multiplier applied to a base price when pricing tasks of this complexity. */
  coefficient: numeric({ precision: 6, scale: 2, mode: 'number' }).notNull().default(1),
  ...timestamps,
});

export const task_types = pgTable('task_types', {
  id: id(),
  name: text().notNull(),
  code: text().notNull().unique(),
  ...timestamps,
});

export const crowd_tasks = pgTable(
  'crowd_tasks',
  {
    id: id(),
    title: text().notNull(),
    description: text(),
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    project_outlet_id: integer()
      .notNull()
      .references(() => project_outlets.id, { onDelete: 'cascade' }),
    task_complexity_id: integer().references(() => task_complexities.id, {
      onDelete: 'set null',
    }),
    task_type_id: integer().references(() => task_types.id, { onDelete: 'set null' }),
    price: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Minutes the executor is expected to spend. */
    duration: integer().notNull(),
    start_date: date().notNull(),
    end_date: date().notNull(),
    facade_photo_required: boolean().notNull().default(false),
    questionnaire_code: text(),
    questionnaire_id: integer().references(() => questionnaires.id, { onDelete: 'set null' }),
    status: crowdTaskStatus().notNull().default('new'),
    executor_id: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index().on(t.project_id, t.status, t.start_date),
    index().on(t.project_outlet_id),
    index().on(t.executor_id),
    index().on(t.task_complexity_id),
    index().on(t.task_type_id),
    index().on(t.price),
    check('crowd_tasks_dates_check', sql`${t.start_date} <= ${t.end_date}`),
    check('crowd_tasks_price_check', sql`${t.price} >= 0`),
  ],
);

/** A crowd worker holding a task for a while before doing it. */
export const crowd_task_reserves = pgTable(
  'crowd_task_reserves',
  {
    id: id(),
    task_id: integer()
      .notNull()
      .references(() => crowd_tasks.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: crowdReserveStatus().notNull().default('active'),
    reserved_at: tstz().notNull().defaultNow(),
    expires_at: tstz().notNull(),
    ...timestamps,
  },
  (t) => [index().on(t.task_id), index().on(t.user_id, t.status)],
);

export const crowd_task_results = pgTable(
  'crowd_task_results',
  {
    id: id(),
    task_id: integer()
      .notNull()
      .references(() => crowd_tasks.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visit_id: integer().references(() => visits.id, { onDelete: 'set null' }),
    status: crowdResultStatus().notNull().default('pending'),
    started_at: tstz(),
    finished_at: tstz(),
    /** Amount paid out; may differ from the task price after a check. */
    price: numeric({ precision: 12, scale: 2, mode: 'number' }),
    comment: text(),
    checker_id: integer().references(() => users.id, { onDelete: 'set null' }),
    checked_at: tstz(),
    ...timestamps,
  },
  (t) => [index().on(t.task_id), index().on(t.user_id), index().on(t.status)],
);
