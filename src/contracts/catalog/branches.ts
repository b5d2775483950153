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

/** A branch of a project's org structure. */
const branchSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.nullable(z.string()),
  project_id: z.nullable(z.int()),
  /** Tells apart same-named branches of several projects in one list or filter. */
  project_name: z.nullable(z.string()),
  region_id: z.nullable(z.int()),
  region_name: z.nullable(z.string()),
  external_code: z.nullable(z.string()),
});

/** POST {main}/branches/list/ — the selected projects' branches (all of the caller's without). */
const branchListRequestSchema = catalogListSchema(
  { project_ids: z.optional(idListSchema), region_ids: z.optional(idListSchema) },
  ['name', 'code', 'id'],
);

const branchFields = {
  code: optionalText(),
  region_id: optionalId,
  external_code: optionalText(),
};
/** POST {main}/branches/ */
const branchCreateSchema = z.strictObject({
  name: requiredText(),
  project_id: catalogIdSchema,
  ...branchFields,
});
/** PATCH {main}/branches/{id}/ — a branch stays in its project. */
const branchPatchSchema = z.strictObject({
  name: z.optional(requiredText()),
  ...branchFields,
});

/** Branches: spec section 7. */
export const branchEndpoints = defineEndpoints({
  name: 'branches',
  service: 'main',
  permission: entityPermissions.branches,
  paths: restPaths('branches', ['list', 'get', 'create', 'patch', 'delete']),
  contract: {
    row: branchSchema,
    list: branchListRequestSchema,
    create: branchCreateSchema,
    patch: branchPatchSchema,
  },
  defaultSort: 'name',
  rules: {
    unique: [
      {
        constraint: 'branches_project_id_code_unique',
        fields: ['project_id', 'code'],
        field: 'code',
        message: 'Филиал с таким кодом в проекте уже существует',
        exact: true,
      },
      {
        constraint: 'branches_project_id_name_unique',
        fields: ['project_id', 'name'],
        field: 'name',
        message: 'Филиал с таким названием в проекте уже существует',
      },
    ],
  },
});
