import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { projects } from './clients-projects';
import { id, timestamps, tstz } from './columns';
import { mailingType, processStatus } from './enums';
import { users } from './users';

/** Filter parameters of a group mailing; recipients are resolved when it is sent. */
export interface DistributionParams {
  project_ids?: number[];
  roles?: string[];
  user_ids?: number[];
  [key: string]: unknown;
}

export const distributions = pgTable(
  'distributions',
  {
    id: id(),
    title: text().notNull(),
    text: text().notNull(),
    mailing_type: mailingType().notNull(),
    status: processStatus().notNull().default('pending'),
    params: jsonb().$type<DistributionParams>().notNull().default({}),
    project_id: integer().references(() => projects.id, { onDelete: 'set null' }),
    author_id: integer().references(() => users.id, { onDelete: 'set null' }),
    send_at: tstz(),
    sent_at: tstz(),
    ...timestamps,
  },
  (t) => [index().on(t.created_at), index().on(t.author_id)],
);

/** Recipients of a personal mailing. */
export const distribution_recipients = pgTable(
  'distribution_recipients',
  {
    id: id(),
    distribution_id: integer()
      .notNull()
      .references(() => distributions.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [unique().on(t.distribution_id, t.user_id), index().on(t.user_id)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    distribution_id: integer().references(() => distributions.id, { onDelete: 'set null' }),
    project_id: integer().references(() => projects.id, { onDelete: 'set null' }),
    type: text().notNull().default('info'),
    title: text().notNull(),
    text: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>(),
    is_received: boolean().notNull().default(false),
    received_at: tstz(),
    is_viewed: boolean().notNull().default(false),
    viewed_at: tstz(),
    ...timestamps,
  },
  (t) => [
    // Ascending: `order by created_at desc` scans it backwards (.desc() would add NULLS LAST).
    index().on(t.user_id, t.created_at),
    // The unviewed count is polled every 5 s per signed-in user.
    index('notifications_unviewed_idx').on(t.user_id).where(sql`not ${t.is_viewed}`),
    index().on(t.distribution_id),
  ],
);
