import { date, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { TASK_OUTLET_STATUSES } from '#src/contracts/catalog/outlet-task-status';
import { id, timestamps } from './columns';
import { project_outlets } from './outlets';
import { users } from './users';

export const taskOutletStatus = pgEnum('task_outlet_status', TASK_OUTLET_STATUSES);

/**
 * An outlet's availability for tasks, change by change (POST task_outlet_status): the newest
 * (by date, then by entry) is the current one; an outlet without any is open.
 */
export const project_outlet_task_statuses = pgTable(
  'project_outlet_task_statuses',
  {
    id: id(),
    project_outlet_id: integer()
      .notNull()
      .references(() => project_outlets.id, { onDelete: 'cascade' }),
    status: taskOutletStatus().notNull(),
    reason: text(),
    date: date().notNull(),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index().on(t.project_outlet_id, t.date, t.id)],
);
