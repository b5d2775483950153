import { msg } from '@lingui/core/macro';
import { regionEndpoints } from '#src/contracts/catalog/regions';
import { defineResource } from './define-resource';

/** Spec section 7: regions have a GET list and a POST, nothing more. */
export const regionsResource = defineResource(regionEndpoints, {
  label: { one: msg`Регион` },
  columns: [
    { key: 'name', label: msg`Название` },
    { key: 'code', label: msg`Код` },
    { key: 'external_code', label: msg`Внешний код` },
    { key: 'id', label: msg`ID`, hidden: true },
  ],
  form: [
    { key: 'name', label: msg`Название`, kind: 'text' },
    { key: 'code', label: msg`Код`, kind: 'text' },
    { key: 'external_code', label: msg`Внешний код`, kind: 'text' },
  ],
});
