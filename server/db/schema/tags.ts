import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { projects } from './clients-projects';
import { id, timestamps } from './columns';

export const tags = pgTable(
  'tags',
  {
    id: id(),
    name: text().notNull(),
    /** Which kind of entity the tag is for, e.g. 'project_outlet', 'user', 'visit'. */
    entity_type: text().notNull(),
    project_id: integer().references(() => projects.id, { onDelete: 'cascade' }),
    color: text(),
    ...timestamps,
  },
  (t) => [index().on(t.entity_type, t.project_id)],
);

/** Polymorphic link, so entity_id has no foreign key. */
export const taggables = pgTable(
  'taggables',
  {
    id: id(),
    tag_id: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    entity_type: text().notNull(),
    entity_id: integer().notNull(),
    ...timestamps,
  },
  (t) => [
    unique().on(t.tag_id, t.entity_type, t.entity_id),
    index().on(t.entity_type, t.entity_id),
  ],
);
