import { msg } from '@lingui/core/macro';
import { skuManufacturerEndpoints } from '#src/contracts/catalog/sku-manufacturers';
import { defineResource } from './define-resource';

export const skuManufacturersResource = defineResource(skuManufacturerEndpoints, {
  label: { one: msg`Производитель` },
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
