import { msg } from '@lingui/core/macro';
import {
  outletTypeCreateSchema,
  outletTypeListRequestSchema,
  outletTypePatchSchema,
  outletTypeSchema,
} from '#src/contracts/catalog/outlet-types';
import { defineResource } from './define-resource';

export const outletTypesResource = defineResource({
  name: 'outlet_types',
  service: 'main',
  paths: {
    list: 'POST /outlet_types/list/',
    get: '/outlet_types/{id}/',
    create: '/outlet_types/',
    patch: '/outlet_types/{id}/',
    delete: '/outlet_types/{id}/',
  },
  contract: {
    row: outletTypeSchema,
    list: outletTypeListRequestSchema,
    create: outletTypeCreateSchema,
    patch: outletTypePatchSchema,
  },
  label: { one: msg`Тип точки`, many: msg`Типы точек` },
  permission: { area: 'outlet_types' },
  sort: 'name',
  columns: [
    { key: 'name', label: msg`Название`, sort: 'name' },
    { key: 'code', label: msg`Код`, sort: 'code' },
    { key: 'id', label: msg`ID`, sort: 'id', hidden: true },
  ],
  form: [
    { key: 'name', label: msg`Название`, kind: 'text' },
    { key: 'code', label: msg`Код`, kind: 'text' },
  ],
});
