import { eq, inArray, sql } from 'drizzle-orm';
import { defineCrud } from '#server/crud/definition';
import { relatedName } from '#server/crud/related-name';
import {
  projects,
  sku,
  sku_brands,
  sku_category_relates,
  sku_group_relates,
  sku_manufacturers,
} from '#server/db/schema/index';
import { skuEndpoints } from '#src/contracts/catalog/sku';

// Named in full: drizzle writes the selected table's columns unqualified, which inside the
// subqueries would be the relate's own id.
const OUTER_ID = sql`${sql.identifier('sku')}.${sql.identifier('id')}`;

/** Products of the shared catalog (no project) are everyone's; a project's own stay in it. */
export const skuResource = defineCrud(skuEndpoints, {
  table: sku,
  scope: sku.project_id,
  sharedRows: true,
  computed: {
    project_name: relatedName(projects, sku.project_id),
    brand_name: relatedName(sku_brands, sku.brand_id),
    manufacturer_name: relatedName(sku_manufacturers, sku.manufacturer_id),
  },
  filters: {
    sku_ids: (ids) => inArray(sku.id, ids),
    sku_brand_ids: (ids) => inArray(sku.brand_id, ids),
    sku_manufacturer_ids: (ids) => inArray(sku.manufacturer_id, ids),
    sku_category_ids: (ids) =>
      sql`exists (select 1 from ${sku_category_relates} as r
        where r.sku_id = ${OUTER_ID} and r.sku_category_id in ${ids})`,
    sku_group_ids: (ids) =>
      sql`exists (select 1 from ${sku_group_relates} as r
        where r.sku_id = ${OUTER_ID} and r.sku_group_id in ${ids})`,
    is_active: (value) => eq(sku.is_active, value),
  },
  search: [sku.name, sku.code, sku.article, sku.barcode],
});
