import { msg } from '@lingui/core/macro';
import { skuCategoryEndpoints } from '#src/contracts/catalog/sku-categories';
import { defineResource } from './define-resource';

const label = { one: msg`Категория товаров` };

/** The categories as choices of a parent: the same calls, nothing of the screens. */
const parentChoices = defineResource(skuCategoryEndpoints, { label, columns: [] });

export const skuCategoriesResource = defineResource(skuCategoryEndpoints, {
  label,
  columns: [
    { key: 'name', label: msg`Название` },
    { key: 'code', label: msg`Код` },
    { key: 'parent_name', label: msg`Родительская категория` },
    { key: 'id', label: msg`ID`, hidden: true },
  ],
  filters: [
    {
      key: 'parent_ids',
      label: msg`Родительская категория`,
      kind: 'ids',
      options: parentChoices,
    },
  ],
  form: [
    { key: 'name', label: msg`Название`, kind: 'text' },
    { key: 'code', label: msg`Код`, kind: 'text' },
    {
      key: 'parent_id',
      label: msg`Родительская категория`,
      kind: 'select',
      options: parentChoices,
    },
  ],
});
