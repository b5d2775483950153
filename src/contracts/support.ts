import * as z from 'zod/mini';
import { defineCall, withSchemas } from './calls';
import { PROCESS_STATUSES } from './enums';
import { REQUIRED_FIELD } from './field-constants';
import { textSchema } from './fields';
import { formBoolean, formId, optionalFormId } from './files';
import { idListSchema, isoDateSchema, paginatedSchema, paginationShape } from './list';
import { personSchema } from './person';
import { supportAddresses } from './support-addresses';

export const SUPPORT_MESSAGES = {
  required: REQUIRED_FIELD,
  unknownType: 'Тип обращения не найден',
  otherUser: 'Нельзя создать обращение от имени другого пользователя',
  notFound: 'Обращение не найдено',
} as const;

/** POST {main}/support_request_types/list/ */
export const supportRequestTypeFilterSchema = z.strictObject({ ...paginationShape });
const supportRequestTypeSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.string(),
  is_technical: z.boolean(),
});
export type SupportRequestType = z.infer<typeof supportRequestTypeSchema>;
export const supportRequestTypeListSchema = paginatedSchema(supportRequestTypeSchema);

/**
 * POST {main}/support_requests/ — `application/x-www-form-urlencoded` (JSON works too). The
 * ticket is the caller's: a `user_id` of someone else is refused. Answers 201 with the ticket.
 * The attachment follows as a bulk upload linking it to the ticket (generic_type SUPPORT_REQUEST).
 */
export const supportRequestCreateSchema = z.strictObject({
  user_id: optionalFormId,
  content: textSchema({ min: 1, max: 10_000 }),
  support_request_type_id: formId,
  is_technical: formBoolean(false),
});

/**
 * POST {main}/v2/support_requests/list/ — administrators see every ticket, others their own.
 * `project_ids` only scopes the permission check: tickets are not filed under a project.
 */
export const supportRequestFilterSchema = z.strictObject({
  project_ids: z.optional(idListSchema),
  statuses: z.optional(z.array(z.enum(PROCESS_STATUSES))),
  support_request_type_ids: z.optional(idListSchema),
  user_ids: z.optional(idListSchema),
  is_technical: z.optional(z.boolean()),
  /** Words matched against the ticket's text. */
  search: z.optional(textSchema({ max: 200 })),
  date_from: z.optional(isoDateSchema),
  date_to: z.optional(isoDateSchema),
  ...paginationShape,
});
export type SupportRequestFilter = z.input<typeof supportRequestFilterSchema>;

const supportAttachmentSchema = z.object({
  file_link_id: z.int(),
  file_id: z.int(),
  url: z.string(),
  original_name: z.string(),
  mime: z.string(),
  size: z.int(),
});

const supportRequestSchema = z.object({
  id: z.int(),
  user: personSchema,
  support_request_type: z.object({ id: z.int(), name: z.string(), code: z.string() }),
  content: z.string(),
  is_technical: z.boolean(),
  status: z.enum(PROCESS_STATUSES),
  answer: z.nullable(z.string()),
  project_id: z.nullable(z.int()),
  created_at: z.string(),
  updated_at: z.string(),
  attachments: z.array(supportAttachmentSchema),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;
export const supportRequestListSchema = paginatedSchema(supportRequestSchema);

export const supportCalls = {
  listSupportRequestTypes: withSchemas(supportAddresses.listSupportRequestTypes, {
    body: supportRequestTypeFilterSchema,
    reply: supportRequestTypeListSchema,
  }),
  listSupportRequests: withSchemas(supportAddresses.listSupportRequests, {
    body: supportRequestFilterSchema,
    reply: supportRequestListSchema,
  }),
  createSupportRequest: defineCall({
    service: 'main',
    route: 'POST /support_requests/',
    // Everyone in the portal may ask for help; the list is what the area governs.
    permission: 'portal',
    summary: 'File a support request (form-encoded: user_id, content, type, is_technical)',
    status: 201,
    form: true,
    body: supportRequestCreateSchema,
    reply: supportRequestSchema,
  }),
};
