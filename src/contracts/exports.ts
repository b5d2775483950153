import * as z from 'zod/mini';
import { defineCall, FILE_REPLY, withSchemas } from './calls';
import { EXPORT_STATUSES } from './enums';
import { EXPORT_MESSAGES } from './export-messages';
import { exportAddresses } from './exports-addresses';
import { idListSchema, idParamsSchema, isoDateSchema } from './fields';
import { paginatedSchema, paginationShape } from './list';
import { personSchema } from './person';

/** A table (`xlsx`, `csv`) or an archive of files (`zip`): each kind says which it writes. */
const EXPORT_FORMATS = ['xlsx', 'csv', 'zip'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What a column's cells hold, and so how a spreadsheet shows them. */
const EXPORT_COLUMN_TYPES = ['text', 'number', 'date', 'datetime', 'boolean'] as const;
export type ExportColumnType = (typeof EXPORT_COLUMN_TYPES)[number];

/** `list`: a list screen's "Выгрузить"; `report`: the reports screen's kinds. */
const EXPORT_GROUPS = ['list', 'report'] as const;

/** The most columns an export takes, and the longest header. */
const MAX_EXPORT_COLUMNS = 200;
const MAX_HEADER = 200;
/** How long a finished export's file is kept. */
export const EXPORT_FILE_DAYS = 7;

export { EXPORT_MESSAGES };

const kindNameSchema = z
  .string()
  .check(z.regex(/^[a-z][a-z0-9_]{0,63}$/, EXPORT_MESSAGES.unknownKind));

const exportKindColumnSchema = z.object({
  key: z.string(),
  /** The report's header; null for a list's, which its screen names. */
  header: z.nullable(z.string()),
  type: z.enum(EXPORT_COLUMN_TYPES),
});

const exportKindSchema = z.object({
  kind: z.string(),
  group: z.enum(EXPORT_GROUPS),
  label: z.string(),
  /** The filter keys the kind takes: those of the list call it mirrors. */
  filters: z.array(z.string()),
  columns: z.array(exportKindColumnSchema),
  /** The formats it writes: a table's (xlsx, csv) or an archive's (zip). */
  formats: z.array(z.enum(EXPORT_FORMATS)),
  requires: z.object({ project: z.boolean(), date_range: z.boolean() }),
});
export type ExportKindInfo = z.infer<typeof exportKindSchema>;
export const exportKindListSchema = z.object({ items: z.array(exportKindSchema) });

/** A column as asked for: the row's key, the header shown, and the words for closed values. */
const exportColumnSchema = z.strictObject({
  key: z.string().check(z.minLength(1), z.maxLength(64)),
  header: z.string().check(z.minLength(1), z.maxLength(MAX_HEADER)),
  labels: z.optional(
    z.record(z.string().check(z.maxLength(64)), z.string().check(z.maxLength(MAX_HEADER))),
  ),
});

/** An IANA zone the browser names (`Europe/Moscow`), checked by the server. */
const timeZoneSchema = z.string().check(z.regex(/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/));

/** POST {export}/api/v1/exports/ — answers 202 with the export; the job writes the file. */
export const exportCreateSchema = z.strictObject({
  kind: kindNameSchema,
  /** The list call's filter (its own keys); pagination and sort beyond it are ignored. */
  params: z._default(z.record(z.string(), z.unknown()), {}),
  /** A table's columns (at least one); an archive has none. */
  columns: z._default(z.array(exportColumnSchema).check(z.maxLength(MAX_EXPORT_COLUMNS)), []),
  format: z._default(z.enum(EXPORT_FORMATS), 'xlsx'),
  time_zone: z.optional(timeZoneSchema),
  /** A list's screen title, which names the file and the journal's line; a report has its own. */
  title: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});
export type ExportCreate = z.input<typeof exportCreateSchema>;

export const exportSchema = z.object({
  id: z.int(),
  kind: z.string(),
  label: z.string(),
  status: z.enum(EXPORT_STATUSES),
  format: z.enum(EXPORT_FORMATS),
  project_id: z.nullable(z.int()),
  project_name: z.nullable(z.string()),
  params: z.record(z.string(), z.unknown()),
  columns: z.array(z.object({ key: z.string(), header: z.string() })),
  /** Rows written of the rows the filter matched (null until counted). */
  progress: z.object({ done: z.int(), total: z.nullable(z.int()) }),
  row_count: z.nullable(z.int()),
  file_name: z.string(),
  file_size: z.nullable(z.int()),
  /** Whether the file can be downloaded now (completed and not yet removed). */
  has_file: z.boolean(),
  user: z.nullable(personSchema),
  error: z.nullable(z.string()),
  created_at: z.string(),
  started_at: z.nullable(z.string()),
  finished_at: z.nullable(z.string()),
  duration_ms: z.nullable(z.int()),
  /** When the file is removed. */
  expires_at: z.nullable(z.string()),
});
export type Export = z.infer<typeof exportSchema>;

/** POST {export}/api/v1/exports/list/ — newest first. */
export const exportListRequestSchema = z.strictObject({
  kinds: z.optional(z.array(kindNameSchema).check(z.maxLength(100))),
  statuses: z.optional(z.array(z.enum(EXPORT_STATUSES))),
  /** Administrators only: whose exports; anyone else sees their own whatever this says. */
  user_ids: z.optional(idListSchema),
  project_ids: z.optional(idListSchema),
  date_from: z.optional(isoDateSchema),
  date_to: z.optional(isoDateSchema),
  ...paginationShape,
});
export const exportListSchema = paginatedSchema(exportSchema);

/** The export service's calls. */
export const exportCalls = {
  listKinds: withSchemas(exportAddresses.listKinds, { reply: exportKindListSchema }),
  createExport: defineCall({
    service: 'export',
    route: 'POST /api/v1/exports/',
    permission: 'portal',
    summary: "Start an export of a list or a report with its filter and columns (a job's work)",
    status: 202,
    body: exportCreateSchema,
    reply: exportSchema,
  }),
  listExports: withSchemas(exportAddresses.listExports, {
    body: exportListRequestSchema,
    reply: exportListSchema,
  }),
  getExport: withSchemas(exportAddresses.getExport, {
    params: idParamsSchema,
    reply: exportSchema,
  }),
  exportFile: defineCall({
    service: 'export',
    route: 'GET /api/v1/exports/{id}/file/',
    permission: 'portal',
    summary: "The export's file, streamed, named in Russian with the date",
    params: idParamsSchema,
    reply: FILE_REPLY,
  }),
  cancelExport: defineCall({
    service: 'export',
    route: 'POST /api/v1/exports/{id}/cancel/',
    permission: 'portal',
    summary: 'Cancel an export that has not finished',
    params: idParamsSchema,
    reply: exportSchema,
  }),
  rerunExport: defineCall({
    service: 'export',
    route: 'POST /api/v1/exports/{id}/rerun/',
    permission: 'portal',
    summary: 'The same export again (its filter and columns), as a new one',
    status: 202,
    params: idParamsSchema,
    reply: exportSchema,
  }),
};
