import * as z from 'zod/mini';
import { defineCall, FILE_REPLY, MULTIPART_BODY, withSchemas } from './calls';
import { IMPORT_KINDS } from './enums';
import { idParamsSchema } from './fields';
import { formBoolean, formId } from './files';
import { IMPORT_STATUSES, importAddresses } from './imports-addresses';
import { idListSchema, isoDateSchema, paginatedSchema, paginationShape } from './list';
import { personSchema } from './person';

export type ImportKindName = (typeof IMPORT_KINDS)[number];

/** Spec section 9's groups of import kinds, in its order. */
const IMPORT_GROUPS = [
  'outlets',
  'users',
  'org_structure',
  'routes',
  'questionnaires',
  'planograms',
  'address_program',
  'checkers',
  'crowd',
  'matrices',
] as const;
export type ImportGroup = (typeof IMPORT_GROUPS)[number];

export { FINISHED_IMPORT_STATUSES, type ImportStatus } from './imports-addresses';

/**
 * `all_or_nothing` (the default): one refused row and nothing is written. `valid_rows`: the good
 * rows are written, the refused ones come back as the errors file.
 */
export const IMPORT_MODES = ['all_or_nothing', 'valid_rows'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** What a cell holds, and so how a Russian spreadsheet's notation of it is read. */
const IMPORT_COLUMN_TYPES = [
  'text',
  'integer',
  'number',
  'date',
  'boolean',
  'phone',
  'list',
] as const;
export type ImportColumnType = (typeof IMPORT_COLUMN_TYPES)[number];

/** Spec section 5: XLS, XLSX and CSV. */
export const IMPORT_FORMATS = ['xlsx', 'xls', 'csv'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
/** The file picker's `accept`: the formats by extension and by MIME type. */
export const IMPORT_ACCEPT = [
  ...IMPORT_FORMATS.map((format) => `.${format}`),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'text/csv',
].join(',');
/** The largest file an import takes, and the most rows. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 1_000_000;

export const IMPORT_MESSAGES = {
  /** Spec section 5: "Imports need a file and import parameters". */
  noFile: 'Выберите файл для импорта',
  noParameters: 'Укажите параметры импорта',
  format: 'Недопустимый формат файла: можно загрузить XLS, XLSX или CSV',
  tooLarge: `Файл слишком большой: не более ${MAX_IMPORT_BYTES / 1024 / 1024} MB`,
  tooManyRows: `В файле больше ${MAX_IMPORT_ROWS.toLocaleString('ru-RU')} строк`,
  empty: 'В файле нет строк для импорта',
  unreadable: 'Файл не удалось прочитать: он повреждён или это не таблица',
  zipBomb: 'Файл распаковывается в слишком большой объём: возможно, он повреждён',
  unknownKind: 'Такой вид импорта недоступен',
  notAvailable: 'Этот вид импорта пока недоступен',
  notFound: 'Импорт не найден',
  notCancellable: 'Импорт уже завершён',
  noErrors: 'В этом импорте нет отклонённых строк',
  cancelled: 'Импорт отменён',
  atomicRefused:
    'Есть ошибки в строках: ничего не записано. Исправьте строки и загрузите файл снова',
  authorGone: 'Автор импорта больше не может импортировать в этом проекте',
  failed: 'Импорт прервался из-за сбоя сервера',
} as const;

/** A column of a kind's spreadsheet. */
const importColumnSchema = z.object({
  key: z.string(),
  /** The template's header. */
  header: z.string(),
  required: z.boolean(),
  type: z.enum(IMPORT_COLUMN_TYPES),
  /** What the template's example row holds. */
  example: z.string(),
  /** Other headers taken for this column (case, ё/е and spacing do not matter). */
  synonyms: z.array(z.string()),
  /** The values a `list` column takes (the template's drop-down). */
  options: z.nullable(z.array(z.string())),
  description: z.string(),
});
export type ImportColumn = z.infer<typeof importColumnSchema>;

const importKindSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  group: z.enum(IMPORT_GROUPS),
  group_label: z.string(),
  label: z.string(),
  /** What a row means. */
  description: z.string(),
  columns: z.array(importColumnSchema),
  /** The columns that make a row "the same" as one already there, which it then updates. */
  key: z.array(z.string()),
  /** False for the kinds that come later: listed so the catalogue is whole. */
  available: z.boolean(),
});
export type ImportKindInfo = z.infer<typeof importKindSchema>;
export const importKindListSchema = z.object({ items: z.array(importKindSchema) });

const importKindParamsSchema = z.object({ kind: z.enum(IMPORT_KINDS) });

/** A file header mapped to a column key; a header mapped to '' is left out. */
const mappingSchema = z.record(
  z.string().check(z.maxLength(255)),
  z.string().check(z.maxLength(64)),
);

/** A multipart field sent as JSON text (or already parsed, as an application/json part). */
function jsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * POST {import}/api/v1/imports/ — multipart: `file` and these fields (`mapping` as JSON text).
 * Answers 202 with the process; the job reads the file.
 */
export const importCreateFieldsSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  project_id: formId,
  dry_run: formBoolean(true),
  mode: z._default(z.enum(IMPORT_MODES), 'all_or_nothing'),
  mapping: z.optional(z.pipe(z.transform(jsonText), mappingSchema)),
});

/** One refused row, named as the user sees it in the file. */
const importRowErrorSchema = z.object({
  /** The row's number in the file (the header is row 1). */
  row: z.int(),
  /** The column's header in the file, or the kind's header when the file lacks it. */
  column: z.nullable(z.string()),
  value: z.nullable(z.string()),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** How many rows a run created, updated, left as they were and refused (a dry run: would). */
const importCountsSchema = z.object({
  created: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  refused: z.int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** Spec section 3: `common` for the whole file, `other` the refused rows (the first of them). */
const importErrorDataSchema = z.object({
  common: z.array(z.string()),
  other: z.object({ rows: z.array(importRowErrorSchema) }),
});
export type ImportErrorData = z.infer<typeof importErrorDataSchema>;

/**
 * Spec section 5's import error text: the first parse error's reason (a message about the file
 * as a whole: `common`), else the first refused row's detail, else '-'.
 */
export function importErrorText(errorData: ImportErrorData): string {
  const [common] = errorData.common;
  if (common) return common;
  const [row] = errorData.other.rows;
  return row?.message || '-';
}

export const importProcessSchema = z.object({
  id: z.int(),
  project_id: z.int(),
  project_name: z.nullable(z.string()),
  kind: z.enum(IMPORT_KINDS),
  status: z.enum(IMPORT_STATUSES),
  dry_run: z.boolean(),
  mode: z.enum(IMPORT_MODES),
  user: z.nullable(personSchema),
  file_name: z.string(),
  file_size: z.int(),
  file_hash: z.string(),
  /** The file's headers as read, and the mapping from them to the kind's columns. */
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.string()),
  /** Required columns no header was matched to: the portal offers the mapping step. */
  unmatched_columns: z.array(z.string()),
  progress: z.object({ done: z.int(), total: z.nullable(z.int()) }),
  counts: importCountsSchema,
  error_data: importErrorDataSchema,
  /** An earlier real import of the same file (hash, kind and project). */
  same_file_import_id: z.nullable(z.int()),
  has_errors_file: z.boolean(),
  created_at: z.string(),
  started_at: z.nullable(z.string()),
  finished_at: z.nullable(z.string()),
});
export type ImportProcess = z.infer<typeof importProcessSchema>;

/** POST {import}/api/v1/imports/list/ — the journal, newest first, in the caller's projects. */
export const importListRequestSchema = z.strictObject({
  project_ids: z.optional(idListSchema),
  kinds: z.optional(z.array(z.enum(IMPORT_KINDS))),
  statuses: z.optional(z.array(z.enum(IMPORT_STATUSES))),
  user_ids: z.optional(idListSchema),
  date_from: z.optional(isoDateSchema),
  date_to: z.optional(isoDateSchema),
  dry_run: z.optional(z.boolean()),
  ...paginationShape,
});
export type ImportListRequest = z.input<typeof importListRequestSchema>;
export const importListSchema = paginatedSchema(importProcessSchema);

const imports = { area: 'imports' } as const;

/** The import service's calls. */
export const importCalls = {
  listKinds: withSchemas(importAddresses.listKinds, { reply: importKindListSchema }),
  template: defineCall({
    service: 'import',
    route: 'GET /api/v1/imports/kinds/{kind}/template/',
    permission: { ...imports, level: 'read' },
    summary: "A kind's XLSX template: headers, an example row, the columns explained",
    params: importKindParamsSchema,
    reply: FILE_REPLY,
  }),
  createImport: defineCall({
    service: 'import',
    route: 'POST /api/v1/imports/',
    permission: { ...imports, level: 'create' },
    summary:
      'Start an import or a dry run (multipart: file, kind, project_id, dry_run, mode, mapping)',
    status: 201,
    body: MULTIPART_BODY,
    reply: importProcessSchema,
  }),
  listImports: withSchemas(importAddresses.listImports, {
    body: importListRequestSchema,
    reply: importListSchema,
  }),
  getImport: withSchemas(importAddresses.getImport, {
    params: idParamsSchema,
    reply: importProcessSchema,
  }),
  errorsFile: defineCall({
    service: 'import',
    route: 'GET /api/v1/imports/{id}/errors/',
    permission: { ...imports, level: 'read' },
    summary: 'The refused rows as sent, with an error column, to fix and upload again',
    params: idParamsSchema,
    reply: FILE_REPLY,
  }),
  cancelImport: defineCall({
    service: 'import',
    route: 'POST /api/v1/imports/{id}/cancel/',
    permission: { ...imports, level: 'create' },
    summary: 'Cancel an import that has not finished; nothing of it is written',
    params: idParamsSchema,
    reply: importProcessSchema,
  }),
};
