import * as z from 'zod/mini';
import { defineEndpoints } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { PROJECT_KINDS } from '../enums';
import { idListSchema, isoDateSchema } from '../list';
import {
  activeByDefault,
  catalogListSchema,
  optionalId,
  optionalText,
  requiredText,
} from './catalog-list';

const PROJECT_MESSAGES = {
  duplicateCode: 'Проект с таким кодом уже существует',
  dates: 'Дата начала не может быть позже даты окончания',
} as const;

/** A project: kind combined/exclusive, a merchandising type, a client. */
const projectSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.string(),
  description: z.nullable(z.string()),
  kind: z.enum(PROJECT_KINDS),
  merchandising_type_id: z.nullable(z.int()),
  merchandising_type_name: z.nullable(z.string()),
  client_id: z.nullable(z.int()),
  client_name: z.nullable(z.string()),
  is_active: z.boolean(),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  external_code: z.nullable(z.string()),
});

/** POST {main}/projects/list/ and /v2/projects/list/ — the caller's projects. */
const projectListRequestSchema = catalogListSchema(
  {
    project_ids: z.optional(idListSchema),
    kinds: z.optional(z.array(z.enum(PROJECT_KINDS))),
    client_ids: z.optional(idListSchema),
    merchandising_type_ids: z.optional(idListSchema),
    is_active: z.optional(z.boolean()),
  },
  ['name', 'code', 'start_date', 'id'],
);

type Dates = { start_date?: string | null; end_date?: string | null };
const dateRule = z.refine<Dates>(
  (value) => !value.start_date || !value.end_date || value.start_date <= value.end_date,
  { message: PROJECT_MESSAGES.dates, path: ['start_date'] },
);

const projectFields = {
  description: optionalText(5000),
  kind: z.optional(z.enum(PROJECT_KINDS)),
  merchandising_type_id: optionalId,
  client_id: optionalId,
  is_active: z.optional(z.boolean()),
  start_date: z.optional(z.nullable(isoDateSchema)),
  end_date: z.optional(z.nullable(isoDateSchema)),
  external_code: optionalText(),
};
/** POST {main}/projects/ — the creator joins the new project. */
const projectCreateSchema = z
  .strictObject({
    name: requiredText(),
    code: requiredText(100),
    ...projectFields,
    is_active: activeByDefault,
  })
  .check(dateRule);
/** PATCH {main}/projects/{id}/ */
const projectPatchSchema = z
  .strictObject({
    name: z.optional(requiredText()),
    code: z.optional(requiredText(100)),
    ...projectFields,
  })
  .check(dateRule);

/** Projects: spec section 7. */
export const projectEndpoints = defineEndpoints({
  name: 'projects',
  service: 'main',
  permission: entityPermissions.projects,
  paths: {
    list: ['POST /projects/list/', 'POST /v2/projects/list/'],
    get: 'GET /projects/{id}/',
    create: 'POST /projects/',
    patch: 'PATCH /projects/{id}/',
  },
  contract: {
    row: projectSchema,
    list: projectListRequestSchema,
    create: projectCreateSchema,
    patch: projectPatchSchema,
  },
  defaultSort: 'name',
  rules: {
    unique: [
      {
        constraint: 'projects_code_unique',
        fields: ['code'],
        field: 'code',
        message: PROJECT_MESSAGES.duplicateCode,
        exact: true,
      },
    ],
  },
});
