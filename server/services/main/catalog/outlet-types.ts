import { defineCrud } from '#server/crud/definition';
import { outlet_types } from '#server/db/schema/index';
import {
  outletTypeCreateSchema,
  outletTypeListRequestSchema,
  outletTypePatchSchema,
  outletTypeSchema,
} from '#src/contracts/catalog/outlet-types';

export const outletTypesResource = defineCrud({
  title: 'Outlet types',
  table: outlet_types,
  paths: {
    list: 'POST /outlet_types/list/',
    get: 'GET /outlet_types/{id}/',
    create: 'POST /outlet_types/',
    patch: 'PATCH /outlet_types/{id}/',
    delete: 'DELETE /outlet_types/{id}/',
  },
  area: 'outlet_types',
  contract: {
    row: outletTypeSchema,
    list: outletTypeListRequestSchema,
    create: outletTypeCreateSchema,
    patch: outletTypePatchSchema,
  },
  filters: {},
  search: [outlet_types.name, outlet_types.code],
  sort: { name: outlet_types.name, code: outlet_types.code, id: outlet_types.id },
  defaultSort: 'name',
  duplicate: {
    outlet_types_name_unique: {
      field: 'name',
      message: 'Тип точки с таким названием уже существует',
    },
  },
});
