import * as z from 'zod/mini';
import { defineEndpoints, restPaths } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { catalogListSchema, optionalText, requiredText } from './catalog-list';

/** A products' manufacturer: shared by every project. */
const skuManufacturerSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.nullable(z.string()),
});

/** POST {main}/sku_manufacturers/list/ */
const skuManufacturerListRequestSchema = catalogListSchema({}, ['name', 'code', 'id']);

/** POST {main}/sku_manufacturers/ */
const skuManufacturerCreateSchema = z.strictObject({
  name: requiredText(),
  code: optionalText(),
});
/** PATCH {main}/sku_manufacturers/{id}/ */
const skuManufacturerPatchSchema = z.strictObject({
  name: z.optional(requiredText()),
  code: optionalText(),
});

/** Manufacturers: list, create, patch, delete (spec section 7). */
export const skuManufacturerEndpoints = defineEndpoints({
  name: 'sku_manufacturers',
  service: 'main',
  permission: entityPermissions.sku_manufacturers,
  paths: restPaths('sku_manufacturers', ['list', 'create', 'patch', 'delete']),
  contract: {
    row: skuManufacturerSchema,
    list: skuManufacturerListRequestSchema,
    create: skuManufacturerCreateSchema,
    patch: skuManufacturerPatchSchema,
  },
  defaultSort: 'name',
  rules: {
    unique: [
      {
        constraint: 'sku_manufacturers_name_unique',
        fields: ['name'],
        field: 'name',
        message: 'Производитель с таким названием уже существует',
      },
    ],
  },
});
