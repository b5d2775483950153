import * as z from 'zod/mini';
import { defineEndpoints, restPaths } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { catalogListSchema, optionalText, requiredText } from './catalog-list';

/** An outlet type (hypermarket, pharmacy…), shared by every project. */
const outletTypeSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.nullable(z.string()),
});

/** POST {main}/outlet_types/list/ */
const outletTypeListRequestSchema = catalogListSchema({}, ['name', 'code', 'id']);

/** POST {main}/outlet_types/ */
const outletTypeCreateSchema = z.strictObject({
  name: requiredText(),
  code: optionalText(),
});
/** PATCH {main}/outlet_types/{id}/ */
const outletTypePatchSchema = z.strictObject({
  name: z.optional(requiredText()),
  code: optionalText(),
});

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
  rules: {
    unique: [
      {
        constraint: 'outlet_types_name_unique',
        fields: ['name'],
        field: 'name',
        message: 'Тип точки с таким названием уже существует',
      },
    ],
  },
});
