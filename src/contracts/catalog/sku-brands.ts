import * as z from 'zod/mini';
import { defineEndpoints, restPaths } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { idListSchema } from '../list';
import { catalogListSchema, optionalId, optionalText, requiredText } from './catalog-list';

/** A products' brand, made by one manufacturer: shared by every project. */
const skuBrandSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.nullable(z.string()),
  manufacturer_id: z.nullable(z.int()),
  manufacturer_name: z.nullable(z.string()),
});

/** POST {main}/sku_brands/list/ */
const skuBrandListRequestSchema = catalogListSchema(
  { sku_manufacturer_ids: z.optional(idListSchema) },
  ['name', 'code', 'id'],
);

const skuBrandFields = { code: optionalText(), manufacturer_id: optionalId };
/** POST {main}/sku_brands/ */
const skuBrandCreateSchema = z.strictObject({ name: requiredText(), ...skuBrandFields });
/** PATCH {main}/sku_brands/{id}/ */
const skuBrandPatchSchema = z.strictObject({
  name: z.optional(requiredText()),
  ...skuBrandFields,
});

/** Brands: list, create, patch, delete (spec section 7). */
export const skuBrandEndpoints = defineEndpoints({
  name: 'sku_brands',
  service: 'main',
  permission: entityPermissions.sku_brands,
  paths: restPaths('sku_brands', ['list', 'create', 'patch', 'delete']),
  contract: {
    row: skuBrandSchema,
    list: skuBrandListRequestSchema,
    create: skuBrandCreateSchema,
    patch: skuBrandPatchSchema,
  },
  defaultSort: 'name',
  rules: {
    unique: [
      {
        constraint: 'sku_brands_name_unique',
        fields: ['name'],
        field: 'name',
        message: 'Бренд с таким названием уже существует',
      },
    ],
  },
});
