import { msg } from '@lingui/core/macro';
import { retailEndpoints } from '#src/contracts/catalog/retails';
import { defineResource } from './define-resource';

export const retailsResource = defineResource(retailEndpoints, {
  label: { one: msg`Сеть` },
  columns: [
    { key: 'name', label: msg`Название` },
    { key: 'code', label: msg`Код` },
    { key: 'is_network', label: msg`Сеть` },
    { key: 'id', label: msg`ID`, hidden: true },
  ],
  filters: [{ key: 'is_network', label: msg`Сеть`, kind: 'boolean' }],
  form: [
    { key: 'name', label: msg`Название`, kind: 'text' },
    { key: 'code', label: msg`Код`, kind: 'text' },
    { key: 'is_network', label: msg`Сеть`, kind: 'boolean' },
  ],
});
