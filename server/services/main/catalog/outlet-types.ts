import { defineCrud } from '#server/crud/definition';
import { outlet_types } from '#server/db/schema/index';
import { outletTypeEndpoints } from '#src/contracts/catalog/outlet-types';

export const outletTypesResource = defineCrud(outletTypeEndpoints, {
  table: outlet_types,
  filters: {},
  search: [outlet_types.name, outlet_types.code],
  duplicate: {
    outlet_types_name_unique: {
      field: 'name',
      message: 'Тип точки с таким названием уже существует',
    },
  },
});
