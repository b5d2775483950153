import { defineCrud } from '#server/crud/definition';
import { outlet_types } from '#server/db/schema/index';
import { outletTypeEndpoints } from '#src/contracts/catalog/outlet-types';

export const outletTypesResource = defineCrud(outletTypeEndpoints, {
  table: outlet_types,
  filters: {},
  search: [outlet_types.name, outlet_types.code],
});
