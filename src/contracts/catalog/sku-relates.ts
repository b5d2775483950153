import * as z from 'zod/mini';
import { defineCall } from '../calls';
import { defineEndpoints, restPaths } from '../endpoints';
import { idListSchema } from '../list';
import { catalogIdSchema, catalogListSchema } from './catalog-list';

/**
 * A product's place in a category or a group (spec section 7, "SKU category/group relates"):
 * listed, linked by product ids plus the category or group, unlinked by the relates' own ids.
 */
export const SKU_RELATE_MESSAGES = {
  /** A product named in a link that does not exist or is outside the caller's projects. */
  skuNotFound: 'Товар не найден',
  /** A relate named in an unlink that does not exist or is outside the caller's projects. */
  relateNotFound: 'Связь не найдена',
} as const;

/** Most products one link call takes (a page of the products list). */
const MAX_LINKED_SKUS = 500;
const skuIdsSchema = z.array(catalogIdSchema).check(z.minLength(1), z.maxLength(MAX_LINKED_SKUS));

const skuCategoryRelateSchema = z.object({
  id: z.int(),
  sku_id: z.int(),
  sku_name: z.string(),
  sku_category_id: z.int(),
  sku_category_name: z.string(),
});

const skuGroupRelateSchema = z.object({
  id: z.int(),
  sku_id: z.int(),
  sku_name: z.string(),
  sku_group_id: z.int(),
  sku_group_name: z.string(),
});

/** POST {main}/sku_category_relates/list/ */
const skuCategoryRelateListRequestSchema = catalogListSchema(
  {
    sku_ids: z.optional(idListSchema),
    sku_category_ids: z.optional(idListSchema),
    project_ids: z.optional(idListSchema),
  },
  ['sku_category_name', 'sku_name', 'id'],
);
/** POST {main}/sku_group_relates/list/ */
const skuGroupRelateListRequestSchema = catalogListSchema(
  {
    sku_ids: z.optional(idListSchema),
    sku_group_ids: z.optional(idListSchema),
    project_ids: z.optional(idListSchema),
  },
  ['sku_group_name', 'sku_name', 'id'],
);

/** POST {main}/sku_category_relates/link/ — a product already in the category stays once. */
const skuCategoryLinkSchema = z.strictObject({
  sku_ids: skuIdsSchema,
  sku_category_id: catalogIdSchema,
});
/** POST {main}/sku_group_relates/link/ */
const skuGroupLinkSchema = z.strictObject({
  sku_ids: skuIdsSchema,
  sku_group_id: catalogIdSchema,
});

/** POST {main}/sku_category_relates/unlink/ and …/sku_group_relates/unlink/ */
const skuUnlinkSchema = z.strictObject({
  ids: z.array(catalogIdSchema).check(z.minLength(1), z.maxLength(MAX_LINKED_SKUS)),
});

/** What a link call answers: how many products it named and how many were new to it. */
const skuLinkResultSchema = z.object({ linked: z.int(), created: z.int() });
const skuUnlinkResultSchema = z.object({ unlinked: z.int() });

/** Products in categories: the list (link and unlink are skuRelateCalls'). */
export const skuCategoryRelateEndpoints = defineEndpoints({
  name: 'sku_category_relates',
  service: 'main',
  permission: { area: 'sku_catalog' },
  paths: restPaths('sku_category_relates', ['list']),
  contract: { row: skuCategoryRelateSchema, list: skuCategoryRelateListRequestSchema },
  defaultSort: 'sku_category_name',
});

/** Products in groups: the list (link and unlink are skuRelateCalls'). */
export const skuGroupRelateEndpoints = defineEndpoints({
  name: 'sku_group_relates',
  service: 'main',
  permission: { area: 'sku_catalog' },
  paths: restPaths('sku_group_relates', ['list']),
  contract: { row: skuGroupRelateSchema, list: skuGroupRelateListRequestSchema },
  defaultSort: 'sku_group_name',
});

/** POST {main}/sku_category_relates/counts/ — the products of the caller's scope per category. */
const skuCategoryCountsRequestSchema = z.strictObject({
  project_ids: z.optional(idListSchema),
});
const skuCategoryCountsSchema = z.object({
  items: z.array(z.object({ sku_category_id: z.int(), count: z.int() })),
});
export type SkuCategoryCounts = z.infer<typeof skuCategoryCountsSchema>;

/**
 * A product's categories and groups are part of the product, so linking and unlinking change
 * it: UPDATE on the SKU catalog, as the product's PATCH (spec section 7).
 */
const SKU_UPDATE = { area: 'sku_catalog', level: 'update' } as const;

export const skuRelateCalls = {
  linkCategory: defineCall({
    service: 'main',
    route: 'POST /sku_category_relates/link/',
    permission: SKU_UPDATE,
    summary: 'Put products in a category (those already in it stay once)',
    body: skuCategoryLinkSchema,
    reply: skuLinkResultSchema,
  }),
  unlinkCategory: defineCall({
    service: 'main',
    route: 'POST /sku_category_relates/unlink/',
    permission: SKU_UPDATE,
    summary: "Take products out of a category by the relates' ids",
    body: skuUnlinkSchema,
    reply: skuUnlinkResultSchema,
  }),
  linkGroup: defineCall({
    service: 'main',
    route: 'POST /sku_group_relates/link/',
    permission: SKU_UPDATE,
    summary: 'Put products in a group (those already in it stay once)',
    body: skuGroupLinkSchema,
    reply: skuLinkResultSchema,
  }),
  unlinkGroup: defineCall({
    service: 'main',
    route: 'POST /sku_group_relates/unlink/',
    permission: SKU_UPDATE,
    summary: "Take products out of a group by the relates' ids",
    body: skuUnlinkSchema,
    reply: skuUnlinkResultSchema,
  }),
  categoryCounts: defineCall({
    service: 'main',
    route: 'POST /sku_category_relates/counts/',
    permission: { area: 'sku_catalog', level: 'read' },
    summary:
      "How many of the products the caller sees each category holds, its subcategories' included",
    body: skuCategoryCountsRequestSchema,
    reply: skuCategoryCountsSchema,
  }),
};
