import * as z from 'zod/mini';
import { defineEndpoints, restPaths } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { catalogListSchema, optionalText, requiredText } from './catalog-list';

/** A retail chain (or a single store when `is_network` is false), shared by every project. */
const retailSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.nullable(z.string()),
  is_network: z.boolean(),
});

/** POST {main}/retails/list/ */
const retailListRequestSchema = catalogListSchema({ is_network: z.optional(z.boolean()) }, [
  'name',
  'code',
  'id',
]);

/** POST {main}/retails/ */
const retailCreateSchema = z.strictObject({
  name: requiredText(),
  code: optionalText(),
  is_network: z.optional(z.boolean()),
});
/** PATCH {main}/retails/{id}/ */
const retailPatchSchema = z.strictObject({
  name: z.optional(requiredText()),
  code: optionalText(),
  is_network: z.optional(z.boolean()),
});

/** Retails: spec section 7. */
export const retailEndpoints = defineEndpoints({
  name: 'retails',
  service: 'main',
  permission: entityPermissions.retails,
  paths: restPaths('retails', ['list', 'get', 'create', 'patch', 'delete']),
  contract: {
    row: retailSchema,
    list: retailListRequestSchema,
    create: retailCreateSchema,
    patch: retailPatchSchema,
  },
  defaultSort: 'name',
  rules: {
    unique: [
      {
        constraint: 'retails_name_unique',
        fields: ['name'],
        field: 'name',
        message: 'Сеть с таким названием уже существует',
      },
    ],
  },
});
