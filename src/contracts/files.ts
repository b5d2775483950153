import * as z from 'zod/mini';
import { defineCall, FILE_REPLY, MULTIPART_BODY, withSchemas } from './calls';
// withSchemas
import {
  changesSomething,
  FIELD_MESSAGES,
  idParamSchema,
  idSchema,
  jsonHasNoNul,
  textSchema,
} from './fields';
import { fileAddresses, fileLinkAddresses } from './files-addresses';
import { idListSchema, paginatedSchema, paginationShape } from './list';

/** Largest file an upload takes (20 MB); larger ones answer 413. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** Most files one bulk upload takes: a check's photos, a ticket's attachments. */
export const MAX_BULK_FILES = 10;

/** Image formats told apart by their first bytes, never by the name or the client's MIME type. */
export const IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** The picker's `accept`: spec section 5 allows JPG, PNG, JPEG, GIF, WEBP. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp';

/** A planogram's file: an image or a PDF document. */
export const PDF_MIME = 'application/pdf';
export const PLANOGRAM_MIMES = [...IMAGE_MIMES, PDF_MIME] as const;
/** Every format some upload type takes, told apart by its first bytes. */
export type UploadMime = (typeof PLANOGRAM_MIMES)[number];
export const PLANOGRAM_ACCEPT = `${IMAGE_ACCEPT},.pdf,${PDF_MIME}`;

/**
 * Upload `type`s and the formats each allows; photos and attachments are images only. Each type
 * names an object the caller must be allowed to write (server/services/files/upload-target.ts).
 */
export const UPLOAD_TYPES = {
  sfa_question_result: IMAGE_MIMES,
  sfa_visit: IMAGE_MIMES,
  support_request: IMAGE_MIMES,
  user: IMAGE_MIMES,
  check_list_result: IMAGE_MIMES,
  /** A planogram's file (object_id: the planogram): replaces the one it had. */
  planogram: PLANOGRAM_MIMES,
  /** A product's image (object_id: the product): replaces the one it had. */
  sku: IMAGE_MIMES,
} as const satisfies Record<string, readonly string[]>;
export type UploadType = keyof typeof UPLOAD_TYPES;
const uploadTypes = Object.keys(UPLOAD_TYPES) as [UploadType, ...UploadType[]];

export const FILE_MESSAGES = {
  // Spec section 5's units, as src/lib/file-size.ts writes them: '20 MB'.
  tooLarge: `Файл слишком большой: не более ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
  notAllowed: 'Недопустимый формат файла: можно загрузить JPG, PNG, JPEG, GIF или WEBP',
  notAllowedPlanogram:
    'Недопустимый формат файла: для планограммы можно загрузить изображение (JPG, PNG, JPEG, GIF, WEBP) или PDF',
  broken: 'Файл повреждён или не является изображением',
  noFile: 'Выберите файл',
  empty: 'Файл пуст',
  oneFile: 'Можно загрузить только один файл',
  tooManyFiles: `Можно загрузить не более ${MAX_BULK_FILES} файлов за раз`,
  notMultipart: 'Ожидается multipart/form-data',
  notFound: 'Файл не найден',
  linkNotFound: 'Связь с файлом не найдена',
  visitNotFound: 'Визит не найден',
  targetNotFound: 'Объект не найден',
  unsupportedTarget: 'Файлы нельзя прикрепить к объекту этого типа',
  noObject: 'Укажите объект: generic_id, visit_id или ids',
  noTarget: 'Укажите, к чему относится файл',
  otherVisit: 'Результат проверки относится к другому визиту',
} as const;

/** The refusal of a format `allowed` does not take, naming what it does. */
export const notAllowedText = (allowed: readonly string[]): string =>
  allowed.includes(PDF_MIME) ? FILE_MESSAGES.notAllowedPlanogram : FILE_MESSAGES.notAllowed;

/** Form and multipart fields arrive as text: '' is absent, '12' a number, 'true' a boolean. */
function fromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d{1,15}$/.test(text)) return Number(text);
  if (text === 'true' || text === 'on') return true;
  if (text === 'false' || text === 'off') return false;
  return value;
}
const positiveId = idSchema;
/** A required id of a form field. */
export const formId = z.pipe(z.transform(fromText), positiveId);
/** An optional id of a form field; an empty value is absent. */
export const optionalFormId = z.optional(z.pipe(z.transform(fromText), z.optional(positiveId)));
export const formBoolean = (fallback: boolean) =>
  z._default(z.pipe(z.transform(fromText), z.optional(z.boolean())), fallback);

/**
 * POST {files}/api/v2/files/upload/ — multipart: `file` plus these fields (best sent before the
 * file). The file belongs to the caller whatever `user_id` says. Answers 201 with the file.
 * `object_id` (or `visit_id`) names what the file is for: the visit (sfa_visit), the question
 * with `visit_id` the visit (sfa_question_result), the ticket, the user, the check result, the
 * product (sku: the upload becomes its image).
 */
export const uploadFieldsSchema = z.object({
  type: z.enum(uploadTypes),
  object_id: optionalFormId,
  user_id: optionalFormId,
  visit_id: optionalFormId,
});

const fileSchema = z.object({
  id: z.int(),
  original_name: z.string(),
  mime: z.string(),
  size: z.int(),
  width: z.nullable(z.int()),
  height: z.nullable(z.int()),
  sha256: z.string(),
  user_id: z.nullable(z.int()),
  created_at: z.string(),
  /** GET it with the bearer token: `{files}/api/v1/files/{id}/content/`. */
  url: z.string(),
});
export type StoredFile = z.infer<typeof fileSchema>;

/** A target of a bulk upload: a photo answering question `object_id` of visit `visit_id`… */
const questionPhotoObjectSchema = z.object({
  generic_type: z.literal('SFA_VISIT'),
  object_id: positiveId,
  type: z._default(z.literal('sfa_question_result'), 'sfa_question_result'),
  visit_id: positiveId,
});
/** …or the check result or support ticket `generic_id` the files are attached to. */
const attachmentObjectSchema = z.object({
  generic_type: z.enum(['CHECK_LIST_RESULT', 'SUPPORT_REQUEST']),
  generic_id: positiveId,
});
export const bulkUploadObjectSchema = z.discriminatedUnion('generic_type', [
  questionPhotoObjectSchema,
  attachmentObjectSchema,
]);
export type BulkUploadObject = z.input<typeof bulkUploadObjectSchema>;
/**
 * POST {files}/api/v1/files/upload/list/ — multipart: `objects`, a JSON list of
 * bulkUploadObjectSchema (best sent first), and one to MAX_BULK_FILES `file` parts. Creates the
 * files and links every file to every object, in one transaction; answers 201.
 */
export const bulkUploadFieldsSchema = z.object({
  objects: z.pipe(
    z.transform((value: unknown) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    }),
    z.array(bulkUploadObjectSchema).check(z.minLength(1), z.maxLength(50)),
  ),
});
const bulkUploadSchema = z.object({
  /** The first link's id (the field the portal reads); all of them in `file_link_ids`. */
  file_link_id: z.int(),
  /** File by file in the order sent, each file's links in the order of `objects`. */
  file_link_ids: z.array(z.int()),
  /** The first file; all of them, in the order sent, in `files`. */
  file: fileSchema,
  files: z.array(fileSchema),
});
export type BulkUpload = z.infer<typeof bulkUploadSchema>;

/** POST {files}/api/v1/file_links/status/ — re-checked at 0, 1, 2 and 3.5 s after an upload. */
export const FILE_LINK_STATUSES = ['ready', 'processing', 'not_found'] as const;
const fileLinkStatusRequestSchema = z.strictObject({
  ids: z.array(positiveId).check(z.minLength(1), z.maxLength(200)),
});
const fileLinkStatusSchema = z.object({
  items: z.array(z.object({ id: z.int(), status: z.enum(FILE_LINK_STATUSES) })),
});

/** Spec section 3, "File link". */
const fileLinkSchema = z.object({
  id: z.int(),
  generic_type: z.string(),
  generic_id: z.int(),
  type: z.nullable(z.string()),
  object_id: z.nullable(z.int()),
  visit_id: z.nullable(z.int()),
  file_id: z.int(),
  is_preview: z.boolean(),
  extend_data: z.looseObject({
    original_file_link_id: z.optional(z.int()),
    file_created_at: z.optional(z.string()),
  }),
  user_id: z.nullable(z.int()),
  created_at: z.string(),
  url: z.string(),
  file: z.object({
    original_name: z.string(),
    mime: z.string(),
    size: z.int(),
    width: z.nullable(z.int()),
    height: z.nullable(z.int()),
  }),
});
export type FileLink = z.infer<typeof fileLinkSchema>;

/**
 * POST {main}/file_links/list/ (answers `{ file_links, total }`) and /v2/file_links/list/
 * (answers `{ items, total, limit, offset }`): links of the named objects the caller may see.
 */
export const fileLinkFilterSchema = z
  .strictObject({
    generic_type: z.optional(textSchema({ min: 1, max: 50 })),
    generic_id: z.optional(idListSchema),
    visit_id: z.optional(idListSchema),
    object_id: z.optional(idListSchema),
    ids: z.optional(idListSchema),
    type: z.optional(textSchema({ max: 50 })),
    is_preview: z.optional(z.boolean()),
    ...paginationShape,
  })
  .check(
    z.refine((f) => Boolean(f.generic_id?.length || f.visit_id?.length || f.ids?.length), {
      message: FILE_MESSAGES.noObject,
    }),
  );
const fileLinkListSchema = paginatedSchema(fileLinkSchema);
export const legacyFileLinkListSchema = z.object({
  file_links: z.array(fileLinkSchema),
  total: z.int(),
});

/**
 * POST {main}/file_links/ — SFA_VISIT (visit photos), SUPPORT_REQUEST (attachments) and
 * CHECK_LIST_RESULT (a checker's photos of a check result).
 */
/** Free-form data kept with a link (jsonb): an object, without NUL characters, of modest size. */
const extendDataCheck = z.refine<object>(
  (data) => jsonHasNoNul(data) && JSON.stringify(data).length <= 10_000,
  FIELD_MESSAGES.extendData,
);

export const fileLinkCreateSchema = z.strictObject({
  generic_type: z.enum(['SFA_VISIT', 'SUPPORT_REQUEST', 'CHECK_LIST_RESULT']),
  generic_id: positiveId,
  file_id: positiveId,
  is_preview: z._default(z.boolean(), false),
  type: z.optional(z.nullable(textSchema({ max: 50 }))),
  object_id: z.optional(z.nullable(positiveId)),
  extend_data: z.optional(
    z
      .looseObject({
        original_file_link_id: z.optional(positiveId),
        file_created_at: z.optional(textSchema({ max: 50 })),
      })
      .check(extendDataCheck),
  ),
});

/** PATCH {main}/file_links/{id}/ — `extend_data` keys are merged into the stored ones. */
const fileLinkPatchSchema = z
  .strictObject({
    is_preview: z.optional(z.boolean()),
    type: z.optional(z.nullable(textSchema({ max: 50 }))),
    object_id: z.optional(z.nullable(positiveId)),
    extend_data: z.optional(z.record(z.string(), z.unknown()).check(extendDataCheck)),
  })
  .check(changesSomething);

const fileIdParamsSchema = z.object({ id: idParamSchema });

/**
 * Resized previews of an image (`?size=` of the content call; absent = the original). `square`
 * is a centre crop; the others fit the longest side and never enlarge. Spec section 9: the photo
 * grid's options are original, square, small, medium and large.
 */
export const PHOTO_SIZES = {
  square: { width: 200, height: 200, fit: 'cover' },
  small: { width: 320, height: 320, fit: 'inside' },
  medium: { width: 800, height: 800, fit: 'inside' },
  large: { width: 1600, height: 1600, fit: 'inside' },
} as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;
export const PHOTO_SIZE_NAMES = Object.keys(PHOTO_SIZES) as [PhotoSize, ...PhotoSize[]];

/** GET {files}/api/v1/files/{id}/content/?size=square|small|medium|large */
const fileContentQuerySchema = z.object({
  size: z.optional(z.enum(PHOTO_SIZE_NAMES)),
});

/**
 * ZIP archives of photos, streamed by the files service:
 * GET {files}/api/v1/photo_archives/visits/{visit_id}/ — every photo of a visit;
 * GET {files}/api/v1/photo_archives/question_results/{question_result_id}/ — one answer's photos.
 * `…/summary/` of each answers what the archive will hold, before downloading it.
 * Entries: `<visit number>_<outlet>/<step>/<question>_<n>.<ext>`.
 */
const visitArchiveParamsSchema = z.object({
  visit_id: idParamSchema,
});
const questionResultArchiveParamsSchema = z.object({
  question_result_id: idParamSchema,
});
export const photoArchiveSummarySchema = z.object({
  /** What to save the archive as. */
  file_name: z.string(),
  file_count: z.int(),
  /** Size of the ZIP in bytes (photos are stored as they are, so it is known in advance). */
  total_bytes: z.int(),
  visit: z.object({ id: z.int(), number: z.string(), outlet_name: z.string() }),
  question: z.nullable(z.object({ id: z.int(), name: z.string() })),
});
export type PhotoArchiveSummary = z.infer<typeof photoArchiveSummarySchema>;
export const PHOTO_ARCHIVE_MESSAGES = {
  questionResultNotFound: 'Результат вопроса не найден',
} as const;
/** Response header of an archive: how many photos it holds (the portal shows it as progress). */
export const FILE_COUNT_HEADER = 'x-file-count';

/** Photos are the feed's: reading the feed in the visit's project is what it takes. */

/** The files service's calls: uploads, contents, link statuses and photo archives. */
export const fileCalls = {
  uploadFile: defineCall({
    service: 'files',
    route: 'POST /api/v2/files/upload/',
    permission: 'portal',
    summary: 'Upload a file (multipart: file, type, object_id, user_id, visit_id)',
    status: 201,
    body: MULTIPART_BODY,
    reply: fileSchema,
  }),
  uploadFiles: defineCall({
    service: 'files',
    route: 'POST /api/v1/files/upload/list/',
    permission: 'portal',
    summary:
      'Upload photos for question results of visits, check results or support tickets (multipart: objects, file…)',
    status: 201,
    body: MULTIPART_BODY,
    reply: bulkUploadSchema,
  }),
  fileLinkStatus: defineCall({
    service: 'files',
    route: 'POST /api/v1/file_links/status/',
    permission: 'portal',
    summary: 'Status of file links after an upload (re-checked at 0, 1, 2 and 3.5 s)',
    body: fileLinkStatusRequestSchema,
    reply: fileLinkStatusSchema,
  }),
  fileContent: defineCall({
    service: 'files',
    route: 'GET /api/v1/files/{id}/content/',
    // Any portal user; the file itself decides who sees it (file-access.ts).
    permission: 'portal',
    summary:
      'The content of a file the caller may see (cacheable for a year, per user); `size` ' +
      'asks for a resized preview of an image (other files answer the original)',
    params: fileIdParamsSchema,
    query: fileContentQuerySchema,
    reply: FILE_REPLY,
  }),
  visitPhotoArchive: withSchemas(fileAddresses.visitPhotoArchive, {
    params: visitArchiveParamsSchema,
    reply: FILE_REPLY,
  }),
  visitPhotoArchiveSummary: withSchemas(fileAddresses.visitPhotoArchiveSummary, {
    params: visitArchiveParamsSchema,
    reply: photoArchiveSummarySchema,
  }),
  questionPhotoArchive: withSchemas(fileAddresses.questionPhotoArchive, {
    params: questionResultArchiveParamsSchema,
    reply: FILE_REPLY,
  }),
  questionPhotoArchiveSummary: withSchemas(fileAddresses.questionPhotoArchiveSummary, {
    params: questionResultArchiveParamsSchema,
    reply: photoArchiveSummarySchema,
  }),
};

/**
 * The main service's file links. Every call only needs a portal user: the linked object decides
 * (server/files/links/link-access.ts).
 */
export const fileLinkCalls = {
  listFileLinks: withSchemas(fileLinkAddresses.listFileLinks, {
    body: fileLinkFilterSchema,
    reply: legacyFileLinkListSchema,
  }),
  listFileLinkPage: defineCall({
    service: 'main',
    route: 'POST /v2/file_links/list/',
    permission: 'portal',
    summary: 'File links of visits or support requests, paginated',
    body: fileLinkFilterSchema,
    reply: fileLinkListSchema,
  }),
  createFileLink: defineCall({
    service: 'main',
    route: 'POST /file_links/',
    permission: 'portal',
    summary: "Link a file to a visit (a photo) or to the caller's support request",
    status: 201,
    body: fileLinkCreateSchema,
    reply: fileLinkSchema,
  }),
  patchFileLink: defineCall({
    service: 'main',
    route: 'PATCH /file_links/{id}/',
    permission: 'portal',
    summary: 'Change a file link (preview flag, question, extra data)',
    params: fileIdParamsSchema,
    body: fileLinkPatchSchema,
    reply: fileLinkSchema,
  }),
  deleteFileLink: defineCall({
    service: 'main',
    route: 'DELETE /file_links/{id}/',
    permission: 'portal',
    summary: "Delete a file link (a visit's photo needs the delete right)",
    status: 204,
    params: fileIdParamsSchema,
    reply: z.null(),
  }),
};
