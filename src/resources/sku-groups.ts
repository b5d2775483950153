import { msg } from '@lingui/core/macro';
import { skuGroupEndpoints } from '#src/contracts/catalog/sku-groups';
import { defineResource } from './define-resource';

export const skuGroupsResource = defineResource(skuGroupEndpoints, {
  label: { one: msg`Группа товаров` },
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
