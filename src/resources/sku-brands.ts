import { msg } from '@lingui/core/macro';
import { skuBrandEndpoints } from '#src/contracts/catalog/sku-brands';
import { defineResource } from './define-resource';
import { skuManufacturersResource } from './sku-manufacturers';

export const skuBrandsResource = defineResource(skuBrandEndpoints, {
  label: { one: msg`Бренд` },
  columns: [
    { key: 'name', label: msg`Название` },
    { key: 'code', label: msg`Код` },
    { key: 'manufacturer_name', label: msg`Производитель` },
    { key: 'id', label: msg`ID`, hidden: true },
  ],
  filters: [
    {
      key: 'sku_manufacturer_ids',
      label: msg`Производитель`,
      kind: 'ids',
      options: skuManufacturersResource,
    },
  ],
  form: [
    { key: 'name', label: msg`Название`, kind: 'text' },
    { key: 'code', label: msg`Код`, kind: 'text' },
    {
      key: 'manufacturer_id',
      label: msg`Производитель`,
      kind: 'select',
      options: skuManufacturersResource,
    },
  ],
});
