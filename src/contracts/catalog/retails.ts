import * as z from 'zod/mini';
import { defineEndpoints, restPaths } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { paginatedSchema } from '../list';
import { catalogListSchema, optionalText, requiredText } from './catalog-list';

/** A retail chain (or a single store when `is_network` is false), shared by every project. */
export const retailSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.nullable(z.string()),
  is_network: z.boolean(),
});
export type Retail = z.infer<typeof retailSchema>;
export const retailListSchema = paginatedSchema(retailSchema);

/** POST {main}/retails/list/ */
export const retailListRequestSchema = catalogListSchema({ is_network: z.optional(z.boolean()) }, [
  'name',
  'code',
  'id',
]);
export type RetailListRequest = z.input<typeof retailListRequestSchema>;

/** POST {main}/retails/ */
export const retailCreateSchema = z.strictObject({
  name: requiredText(),
  code: optionalText(),
  is_network: z.optional(z.boolean()),
});
export type RetailCreate = z.input<typeof retailCreateSchema>;
/** PATCH {main}/retails/{id}/ */
export const retailPatchSchema = z.strictObject({
  name: z.optional(requiredText()),
  code: optionalText(),
  is_network: z.optional(z.boolean()),
});
export type RetailPatch = z.input<typeof retailPatchSchema>;

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
});
