import { msg } from '@lingui/core/macro';
import { outletTypeEndpoints } from '#src/contracts/catalog/outlet-types';
import { defineResource } from './define-resource';

export const outletTypesResource = defineResource(outletTypeEndpoints, {
  label: { one: msg`Тип точки` },
  columns: [
    { key: 'name', label: msg`Название` },
    { key: 'code', label: msg`Код` },
    { key: 'id', label: msg`ID`, hidden: true },
  ],
  form: [
    { key: 'name', label: msg`Название`, kind: 'text' },
    { key: 'code', label: msg`Код`, kind: 'text' },
  ],
});
