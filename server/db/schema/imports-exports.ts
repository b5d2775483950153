import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { projects } from './clients-projects';
import { id, timestamps, tstz } from './columns';
import { exportKind, exportStatus, importKind, processStatus } from './enums';
import { files } from './files';
import { users } from './users';

/** 'common' holds messages for the whole file; 'other' is per-row detail in any shape. */
export interface ImportErrorData {
  common: string[];
  other: unknown;
}

export const import_processes = pgTable(
  'import_processes',
  {
    id: id(),
    project_id: integer().references(() => projects.id, { onDelete: 'cascade' }),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    kind: importKind().notNull(),
    status: processStatus().notNull().default('pending'),
    file_id: integer().references(() => files.id, { onDelete: 'set null' }),
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    error_data: jsonb().$type<ImportErrorData>().notNull().default({ common: [], other: null }),
    total_rows: integer(),
    processed_rows: integer(),
    error_rows: integer(),
    started_at: tstz(),
    finished_at: tstz(),
    ...timestamps,
  },
  (t) => [index().on(t.project_id, t.created_at), index().on(t.user_id), index().on(t.kind)],
);

export const export_jobs = pgTable(
  'export_jobs',
  {
    id: id(),
    project_id: integer().references(() => projects.id, { onDelete: 'cascade' }),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    kind: exportKind().notNull(),
    status: exportStatus().notNull().default('new'),
    /** The filter the export was requested with (project, date range, ...). */
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    file_id: integer().references(() => files.id, { onDelete: 'set null' }),
    error: text(),
    finished_at: tstz(),
    ...timestamps,
  },
  (t) => [index().on(t.created_at), index().on(t.user_id), index().on(t.project_id)],
);
