import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { projects } from './clients-projects';
import { id, timestamps, tstz } from './columns';
import { exportStatus, importKind, processStatus } from './enums';
import { files } from './files';
import { users } from './users';
import { visits } from './visits';

/** 'common' holds messages for the whole file; 'other' the first refused rows (spec section 3). */
export interface ImportErrorData {
  common: string[];
  other: unknown;
}

/** What a run created, updated, left as it was and refused (a dry run: would have). */
export interface ImportCountsData {
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
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
    /** A dry run checks every row and writes nothing. */
    dry_run: boolean().notNull().default(false),
    mode: text().$type<'all_or_nothing' | 'valid_rows'>().notNull().default('all_or_nothing'),
    file_name: text().notNull().default(''),
    file_size: integer().notNull().default(0),
    /** SHA-256 of the file: the same file imported again is flagged. */
    file_hash: text().notNull().default(''),
    headers: jsonb().$type<string[]>().notNull().default([]),
    mapping: jsonb().$type<Record<string, string>>().notNull().default({}),
    unmatched_columns: jsonb().$type<string[]>().notNull().default([]),
    counts: jsonb()
      .$type<ImportCountsData>()
      .notNull()
      .default({ created: 0, updated: 0, unchanged: 0, refused: 0 }),
    /** The refused rows as sent plus an error column, to fix and upload again. */
    errors_file_id: integer().references(() => files.id, { onDelete: 'set null' }),
    cancel_requested: boolean().notNull().default(false),
    started_at: tstz(),
    finished_at: tstz(),
    ...timestamps,
  },
  (t) => [
    index().on(t.project_id, t.created_at),
    index().on(t.user_id),
    index().on(t.kind),
    index().on(t.file_hash),
  ],
);

/**
 * The visits an import of routes planned (created, moved or found already planned): the visit
 * report by import reads them. A visit planned again by a later import belongs to both.
 */
export const import_process_visits = pgTable(
  'import_process_visits',
  {
    import_process_id: integer()
      .notNull()
      .references(() => import_processes.id, { onDelete: 'cascade' }),
    visit_id: integer()
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.import_process_id, t.visit_id] }), index().on(t.visit_id)],
);

/** The column mapping last used for a kind in a project, offered again for the next file. */
export const import_mappings = pgTable(
  'import_mappings',
  {
    id: id(),
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: importKind().notNull(),
    /** File header (as the header key compares it) → column key. */
    mapping: jsonb().$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [unique().on(t.project_id, t.kind)],
);

/** A column of an export as it was asked for: the row key, its header, and labels of values. */
export interface ExportColumnData {
  key: string;
  header: string;
  labels?: Record<string, string>;
}

export const export_jobs = pgTable(
  'export_jobs',
  {
    id: id(),
    project_id: integer().references(() => projects.id, { onDelete: 'cascade' }),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /** A list's kind (its endpoint's name) or a report's: server/exports/kinds.ts. */
    kind: text().notNull(),
    /** What the file and the journal call it: a report's name, a list screen's title. */
    label: text().notNull().default(''),
    status: exportStatus().notNull().default('new'),
    /** The filter the export was asked with: the list call's own keys. */
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The columns, in the order asked: a file can always be explained and made again. */
    columns: jsonb().$type<ExportColumnData[]>().notNull().default([]),
    format: text().$type<'xlsx' | 'csv' | 'zip'>().notNull().default('xlsx'),
    /** The author's time zone: the moments in the file are its wall-clock times. */
    time_zone: text().notNull().default('Europe/Moscow'),
    progress_done: integer().notNull().default(0),
    progress_total: integer(),
    row_count: integer(),
    cancel_requested: boolean().notNull().default(false),
    file_id: integer().references(() => files.id, { onDelete: 'set null' }),
    error: text(),
    started_at: tstz(),
    finished_at: tstz(),
    ...timestamps,
  },
  (t) => [index().on(t.created_at), index().on(t.user_id), index().on(t.project_id)],
);
