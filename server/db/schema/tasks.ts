import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { projects } from './clients-projects';
import { id, timestamps, tstz } from './columns';
import { taskStatus } from './enums';
import { project_outlets } from './outlets';
import { users } from './users';
import { visits } from './visits';

/** Staff tasks (the /tasks screens); crowd tasks are a separate service and table. */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    title: text().notNull(),
    description: text(),
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    project_outlet_id: integer().references(() => project_outlets.id, { onDelete: 'set null' }),
    /** The visit the task was created from (/feed-task/create/{visitId}). */
    visit_id: integer().references(() => visits.id, { onDelete: 'set null' }),
    assignee_id: integer().references(() => users.id, { onDelete: 'set null' }),
    author_id: integer().references(() => users.id, { onDelete: 'set null' }),
    status: taskStatus().notNull().default('new'),
    due_date: tstz(),
    resumed_at: tstz(),
    done_at: tstz(),
    /** The executor's reason for CANT_DO, or a closing note. */
    result_comment: text(),
    ...timestamps,
  },
  (t) => [
    index().on(t.project_id, t.status, t.due_date),
    index().on(t.assignee_id, t.status),
    index().on(t.author_id),
    index().on(t.project_outlet_id),
    index().on(t.visit_id),
  ],
);
