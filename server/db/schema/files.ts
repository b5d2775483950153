import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { users } from './users';
import { visits } from './visits';

/** A stored blob; storage_key is a path relative to the files directory (DATA_DIR/files). */
export const files = pgTable(
  'files',
  {
    id: id(),
    storage_key: text().notNull().unique(),
    original_name: text().notNull(),
    mime: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    width: integer(),
    height: integer(),
    sha256: text().notNull(),
    user_id: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index().on(t.sha256), index().on(t.user_id)],
);

export interface FileLinkExtendData {
  original_file_link_id?: number;
  file_created_at?: string;
  [key: string]: unknown;
}

/**
 * Attaches a file to anything: (generic_type, generic_id) names the owner, e.g. ('SFA_VISIT',
 * visit id). Photos answering a question also carry type 'sfa_question_result' and object_id =
 * question id; visit_id is repeated so photo reports filter without resolving generic_type.
 */
export const file_links = pgTable(
  'file_links',
  {
    id: id(),
    generic_type: text().notNull(),
    generic_id: integer().notNull(),
    type: text(),
    object_id: integer(),
    visit_id: integer().references((): AnyPgColumn => visits.id, { onDelete: 'cascade' }),
    file_id: integer()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    is_preview: boolean().notNull().default(false),
    extend_data: jsonb().$type<FileLinkExtendData>().notNull().default({}),
    user_id: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index().on(t.generic_type, t.generic_id),
    index().on(t.visit_id, t.object_id),
    index().on(t.file_id),
  ],
);
