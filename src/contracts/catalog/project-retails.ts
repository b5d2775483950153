import * as z from 'zod/mini';
import { defineEndpoints, restPaths } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { idListSchema } from '../list';
import { catalogListSchema } from './catalog-list';

/** A retail chain as a project sees it (the "networks" screen). */
const projectRetailSchema = z.object({
  id: z.int(),
  project_id: z.int(),
  /** Tells apart the same chain in several projects ('Ашан', 'Ашан') in one list or filter. */
  project_name: z.nullable(z.string()),
  retail_id: z.nullable(z.int()),
  retail_name: z.nullable(z.string()),
  name: z.string(),
  code: z.nullable(z.string()),
});

/** POST {main}/project_retails/list/ */
const projectRetailListRequestSchema = catalogListSchema(
  { project_ids: z.optional(idListSchema), retail_ids: z.optional(idListSchema) },
  ['name', 'code', 'id'],
);

/** Project retails: spec section 7. */
export const projectRetailEndpoints = defineEndpoints({
  name: 'project_retails',
  service: 'main',
  permission: entityPermissions.project_retails,
  paths: restPaths('project_retails', ['list']),
  contract: { row: projectRetailSchema, list: projectRetailListRequestSchema },
  defaultSort: 'name',
  rules: {
    unique: [
      {
        constraint: 'project_retails_project_id_name_unique',
        fields: ['project_id', 'name'],
        field: 'name',
        message: 'Сеть с таким названием в проекте уже существует',
      },
    ],
  },
});
