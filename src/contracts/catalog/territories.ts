import * as z from 'zod/mini';
import { defineEndpoints, restPaths } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { idListSchema } from '../list';
import {
  catalogIdSchema,
  catalogListSchema,
  optionalId,
  optionalText,
  requiredText,
} from './catalog-list';

/** A territory of a project's org structure, within a branch. */
const territorySchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.nullable(z.string()),
  project_id: z.nullable(z.int()),
  /** Tells apart same-named territories of several projects in one list or filter. */
  project_name: z.nullable(z.string()),
  branch_id: z.nullable(z.int()),
  branch_name: z.nullable(z.string()),
  external_code: z.nullable(z.string()),
});

/** POST {main}/territories/list/ */
const territoryListRequestSchema = catalogListSchema(
  { project_ids: z.optional(idListSchema), branch_ids: z.optional(idListSchema) },
  ['name', 'code', 'id'],
);

const territoryFields = {
  code: optionalText(),
  branch_id: optionalId,
  external_code: optionalText(),
};
/** POST {main}/territories/ */
const territoryCreateSchema = z.strictObject({
  name: requiredText(),
  project_id: catalogIdSchema,
  ...territoryFields,
});
/** PATCH {main}/territories/{id}/ — a territory stays in its project. */
const territoryPatchSchema = z.strictObject({
  name: z.optional(requiredText()),
  ...territoryFields,
});

/** Territories: spec section 7. */
export const territoryEndpoints = defineEndpoints({
  name: 'territories',
  service: 'main',
  permission: entityPermissions.territories,
  paths: restPaths('territories', ['list', 'get', 'create', 'patch', 'delete']),
  contract: {
    row: territorySchema,
    list: territoryListRequestSchema,
    create: territoryCreateSchema,
    patch: territoryPatchSchema,
  },
  defaultSort: 'name',
  rules: {
    unique: [
      {
        constraint: 'territories_project_id_code_unique',
        fields: ['project_id', 'code'],
        field: 'code',
        message: 'Территория с таким кодом в проекте уже существует',
        exact: true,
      },
      {
        constraint: 'territories_project_id_name_unique',
        fields: ['project_id', 'name'],
        field: 'name',
        message: 'Территория с таким названием в проекте уже существует',
      },
    ],
  },
});
