import * as z from 'zod/mini';
import { defineEndpoints, restPaths } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { catalogListSchema, optionalText, requiredText } from './catalog-list';

/** A products' group (an assortment slice of its own, across categories): shared by every project. */
const skuGroupSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.nullable(z.string()),
});

/** POST {main}/sku_groups/list/ */
const skuGroupListRequestSchema = catalogListSchema({}, ['name', 'code', 'id']);
/** POST {main}/sku_groups/ */
const skuGroupCreateSchema = z.strictObject({ name: requiredText(), code: optionalText() });
/** PATCH {main}/sku_groups/{id}/ */
const skuGroupPatchSchema = z.strictObject({
  name: z.optional(requiredText()),
  code: optionalText(),
});

/** Product groups: list, create, patch, delete (spec section 7). */
export const skuGroupEndpoints = defineEndpoints({
  name: 'sku_groups',
  service: 'main',
  permission: entityPermissions.sku_groups,
  paths: restPaths('sku_groups', ['list', 'create', 'patch', 'delete']),
  contract: {
    row: skuGroupSchema,
    list: skuGroupListRequestSchema,
    create: skuGroupCreateSchema,
    patch: skuGroupPatchSchema,
  },
  defaultSort: 'name',
  rules: {
    unique: [
      {
        constraint: 'sku_groups_name_unique',
        fields: ['name'],
        field: 'name',
        message: 'Группа с таким названием уже существует',
      },
    ],
  },
});
