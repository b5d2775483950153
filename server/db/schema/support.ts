import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { projects } from './clients-projects';
import { id, timestamps } from './columns';
import { processStatus } from './enums';
import { users } from './users';

export const support_request_types = pgTable('support_request_types', {
  id: id(),
  name: text().notNull(),
  code: text().notNull().unique(),
  is_technical: boolean().notNull().default(false),
  sort: integer().notNull().default(0),
  ...timestamps,
});

/** A ticket; its optional attachment is a file link with generic_type 'SUPPORT_REQUEST'. */
export const support_requests = pgTable(
  'support_requests',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    support_request_type_id: integer()
      .notNull()
      .references(() => support_request_types.id, { onDelete: 'restrict' }),
    content: text().notNull(),
    is_technical: boolean().notNull().default(false),
    status: processStatus().notNull().default('pending'),
    project_id: integer().references(() => projects.id, { onDelete: 'set null' }),
    answer: text(),
    ...timestamps,
  },
  (t) => [index().on(t.user_id), index().on(t.created_at), index().on(t.status)],
);
