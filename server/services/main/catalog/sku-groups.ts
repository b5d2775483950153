import { defineCrud } from '#server/crud/definition';
import { sku_groups } from '#server/db/schema/index';
import { skuGroupEndpoints } from '#src/contracts/catalog/sku-groups';

export const skuGroupsResource = defineCrud(skuGroupEndpoints, {
  table: sku_groups,
  filters: {},
  search: [sku_groups.name, sku_groups.code],
});
