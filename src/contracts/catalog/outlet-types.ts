import * as z from 'zod/mini';
import { defineEndpoints, restPaths } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { paginatedSchema } from '../list';
import { catalogListSchema, optionalText, requiredText } from './catalog-list';

/** An outlet type (hypermarket, pharmacy…), shared by every project. */
export const outletTypeSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.nullable(z.string()),
});
export type OutletType = z.infer<typeof outletTypeSchema>;
export const outletTypeListSchema = paginatedSchema(outletTypeSchema);

/** POST {main}/outlet_types/list/ */
export const outletTypeListRequestSchema = catalogListSchema({}, ['name', 'code', 'id']);
export type OutletTypeListRequest = z.input<typeof outletTypeListRequestSchema>;

/** POST {main}/outlet_types/ */
export const outletTypeCreateSchema = z.strictObject({
  name: requiredText(),
  code: optionalText(),
});
export type OutletTypeCreate = z.input<typeof outletTypeCreateSchema>;
/** PATCH {main}/outlet_types/{id}/ */
export const outletTypePatchSchema = z.strictObject({
  name: z.optional(requiredText()),
  code: optionalText(),
});
export type OutletTypePatch = z.input<typeof outletTypePatchSchema>;

/** Outlet types: spec section 7. */
export const outletTypeEndpoints = defineEndpoints({
  name: 'outlet_types',
  service: 'main',
  permission: entityPermissions.outlet_types,
  paths: restPaths('outlet_types', ['list', 'get', 'create', 'patch', 'delete']),
  contract: {
    row: outletTypeSchema,
    list: outletTypeListRequestSchema,
    create: outletTypeCreateSchema,
    patch: outletTypePatchSchema,
  },
  defaultSort: 'name',
});
