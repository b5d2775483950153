import { msg } from '@lingui/core/macro';
import {
  retailCreateSchema,
  retailListRequestSchema,
  retailPatchSchema,
  retailSchema,
} from '#src/contracts/catalog/retails';
import { defineResource } from './define-resource';

export const retailsResource = defineResource({
  name: 'retails',
  service: 'main',
  paths: {
    list: 'POST /retails/list/',
    get: '/retails/{id}/',
    create: '/retails/',
    patch: '/retails/{id}/',
    delete: '/retails/{id}/',
  },
  contract: {
    row: retailSchema,
    list: retailListRequestSchema,
    create: retailCreateSchema,
    patch: retailPatchSchema,
  },
  label: { one: msg`Сеть`, many: msg`Сети` },
  permission: { area: 'retails' },
  sort: 'name',
  columns: [
    { key: 'name', label: msg`Название`, sort: 'name' },
    { key: 'code', label: msg`Код`, sort: 'code' },
    { key: 'is_network', label: msg`Сеть` },
    { key: 'id', label: msg`ID`, sort: 'id', hidden: true },
  ],
  filters: [{ key: 'is_network', label: msg`Сеть`, kind: 'boolean' }],
  form: [
    { key: 'name', label: msg`Название`, kind: 'text' },
    { key: 'code', label: msg`Код`, kind: 'text' },
    { key: 'is_network', label: msg`Сеть`, kind: 'boolean' },
  ],
});
