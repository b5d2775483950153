import { inArray } from 'drizzle-orm';
import { defineCrud } from '#server/crud/definition';
import { relatedName } from '#server/crud/related-name';
import { sku_brands, sku_manufacturers } from '#server/db/schema/index';
import { skuBrandEndpoints } from '#src/contracts/catalog/sku-brands';

export const skuBrandsResource = defineCrud(skuBrandEndpoints, {
  table: sku_brands,
  computed: { manufacturer_name: relatedName(sku_manufacturers, sku_brands.manufacturer_id) },
  filters: { sku_manufacturer_ids: (ids) => inArray(sku_brands.manufacturer_id, ids) },
  search: [sku_brands.name, sku_brands.code],
});
