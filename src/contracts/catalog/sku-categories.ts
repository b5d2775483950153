import * as z from 'zod/mini';
import { defineEndpoints, restPaths } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { idListSchema } from '../list';
import { catalogListSchema, optionalId, optionalText, requiredText } from './catalog-list';

/** A products' category: a tree by `parent_id`, shared by every project. */
const skuCategorySchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.nullable(z.string()),
  parent_id: z.nullable(z.int()),
  parent_name: z.nullable(z.string()),
});
export type SkuCategory = z.infer<typeof skuCategorySchema>;

/** POST {main}/sku_categories/list/ */
const skuCategoryListRequestSchema = catalogListSchema({ parent_ids: z.optional(idListSchema) }, [
  'name',
  'code',
  'id',
]);

const skuCategoryFields = { code: optionalText(), parent_id: optionalId };
/** POST {main}/sku_categories/ */
const skuCategoryCreateSchema = z.strictObject({
  name: requiredText(),
  ...skuCategoryFields,
});
/** PATCH {main}/sku_categories/{id}/ */
const skuCategoryPatchSchema = z.strictObject({
  name: z.optional(requiredText()),
  ...skuCategoryFields,
});

export const SKU_CATEGORY_MESSAGES = {
  /** A category may not sit under itself or under one of its own subcategories. */
  parentLoop: 'Категория не может быть вложена в саму себя',
} as const;

/** Product categories: list, create, patch, delete (spec section 7). */
export const skuCategoryEndpoints = defineEndpoints({
  name: 'sku_categories',
  service: 'main',
  permission: entityPermissions.sku_categories,
  paths: restPaths('sku_categories', ['list', 'create', 'patch', 'delete']),
  contract: {
    row: skuCategorySchema,
    list: skuCategoryListRequestSchema,
    create: skuCategoryCreateSchema,
    patch: skuCategoryPatchSchema,
  },
  defaultSort: 'name',
  rules: {
    unique: [
      {
        constraint: 'sku_categories_parent_id_name_unique',
        fields: ['parent_id', 'name'],
        field: 'name',
        message: 'Категория с таким названием в родительской категории уже существует',
      },
    ],
  },
});
