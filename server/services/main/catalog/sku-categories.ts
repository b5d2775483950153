import { inArray, sql } from 'drizzle-orm';
import { defineCrud } from '#server/crud/definition';
import { sku_categories } from '#server/db/schema/index';
import { SKU_CATEGORY_MESSAGES, skuCategoryEndpoints } from '#src/contracts/catalog/sku-categories';

export const skuCategoriesResource = defineCrud(skuCategoryEndpoints, {
  table: sku_categories,
  computed: {
    // Named in full: drizzle writes a column of the selected table unqualified, which inside
    // the subquery would be the parent's own parent.
    parent_name: sql<string | null>`(select parent.name from ${sku_categories} as parent
      where parent.id = ${sql.identifier('sku_categories')}.${sql.identifier('parent_id')})`,
  },
  filters: { parent_ids: (ids) => inArray(sku_categories.parent_id, ids) },
  search: [sku_categories.name, sku_categories.code],
  tree: { key: 'parent_id', message: SKU_CATEGORY_MESSAGES.parentLoop },
});
