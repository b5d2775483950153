import { defineCrud } from '#server/crud/definition';
import { sku_manufacturers } from '#server/db/schema/index';
import { skuManufacturerEndpoints } from '#src/contracts/catalog/sku-manufacturers';

export const skuManufacturersResource = defineCrud(skuManufacturerEndpoints, {
  table: sku_manufacturers,
  filters: {},
  search: [sku_manufacturers.name, sku_manufacturers.code],
});
