import { msg } from '@lingui/core/macro';
import {
  skuCategoryRelateEndpoints,
  skuGroupRelateEndpoints,
} from '#src/contracts/catalog/sku-relates';
import { defineResource } from './define-resource';

/** A product's categories: read on its page, never a list screen of their own. */
export const skuCategoryRelatesResource = defineResource(skuCategoryRelateEndpoints, {
  label: { one: msg`Категория товара` },
  columns: [{ key: 'sku_category_name', label: msg`Категория` }],
  title: (row) => row.sku_category_name,
});

/** A product's groups. */
export const skuGroupRelatesResource = defineResource(skuGroupRelateEndpoints, {
  label: { one: msg`Группа товара` },
  columns: [{ key: 'sku_group_name', label: msg`Группа` }],
  title: (row) => row.sku_group_name,
});
