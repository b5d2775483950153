import { msg } from '@lingui/core/macro';
import {
  positionCreateSchema,
  positionListRequestSchema,
  positionPatchSchema,
  positionSchema,
} from '#src/contracts/catalog/positions';
import { defineResource } from './define-resource';

export const positionsResource = defineResource({
  name: 'positions',
  service: 'main',
  paths: {
    list: 'POST /positions/list/',
    get: '/positions/{id}/',
    create: '/positions/',
    patch: '/positions/{id}/',
    delete: '/positions/{id}/',
  },
  contract: {
    row: positionSchema,
    list: positionListRequestSchema,
    create: positionCreateSchema,
    patch: positionPatchSchema,
  },
  label: { one: msg`Должность`, many: msg`Должности` },
  permission: { area: 'positions' },
  sort: 'level',
  columns: [
    { key: 'code', label: msg`Код`, sort: 'code' },
    { key: 'name', label: msg`Название`, sort: 'name' },
    { key: 'description', label: msg`Описание` },
    { key: 'level', label: msg`Уровень`, sort: 'level' },
    { key: 'id', label: msg`ID`, sort: 'id', hidden: true },
  ],
  form: [
    { key: 'code', label: msg`Код`, kind: 'text' },
    { key: 'name', label: msg`Название`, kind: 'text' },
    { key: 'description', label: msg`Описание`, kind: 'text', multiline: true },
    { key: 'level', label: msg`Уровень`, kind: 'number' },
  ],
});
