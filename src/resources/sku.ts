import { msg } from '@lingui/core/macro';
import type { Choice } from '#src/components/crud/resource-definition';
import { skuEndpoints } from '#src/contracts/catalog/sku';
import type { SKU_UNITS } from '#src/contracts/enums';
import { defineResource } from './define-resource';
import { projectsResource } from './projects';
import { skuBrandsResource } from './sku-brands';
import { skuCategoriesResource } from './sku-categories';
import { skuGroupsResource } from './sku-groups';
import { skuManufacturersResource } from './sku-manufacturers';

const unitChoices = [
  { value: 'pcs', label: msg`шт` },
  { value: 'pack', label: msg`уп` },
  { value: 'kg', label: msg`кг` },
  { value: 'g', label: msg`г` },
  { value: 'l', label: msg`л` },
  { value: 'ml', label: msg`мл` },
] as const satisfies readonly (Choice & { value: (typeof SKU_UNITS)[number] })[];

/** Products: the shared catalog and the selected projects' own. */
export const skuResource = defineResource(skuEndpoints, {
  label: { one: msg`Товар` },
  columns: [
    { key: 'name', label: msg`Название` },
    { key: 'article', label: msg`Артикул` },
    { key: 'barcode', label: msg`Штрихкод` },
    { key: 'brand_name', label: msg`Бренд` },
    { key: 'manufacturer_name', label: msg`Производитель` },
    { key: 'volume', label: msg`Объём` },
    { key: 'unit', label: msg`Ед. изм.`, choices: unitChoices },
    { key: 'is_active', label: msg`Активен` },
    { key: 'project_name', label: msg`Проект`, hidden: true },
    { key: 'code', label: msg`Код`, hidden: true },
    { key: 'id', label: msg`ID`, hidden: true },
  ],
  filters: [
    { key: 'sku_brand_ids', label: msg`Бренд`, kind: 'ids', options: skuBrandsResource },
    {
      key: 'sku_manufacturer_ids',
      label: msg`Производитель`,
      kind: 'ids',
      options: skuManufacturersResource,
    },
    {
      key: 'sku_category_ids',
      label: msg`Категория`,
      kind: 'ids',
      options: skuCategoriesResource,
    },
    { key: 'sku_group_ids', label: msg`Группа`, kind: 'ids', options: skuGroupsResource },
    { key: 'is_active', label: msg`Активен`, kind: 'boolean' },
  ],
  form: [
    { key: 'name', label: msg`Название`, kind: 'text' },
    { key: 'article', label: msg`Артикул`, kind: 'text' },
    { key: 'barcode', label: msg`Штрихкод`, kind: 'text' },
    { key: 'brand_id', label: msg`Бренд`, kind: 'select', options: skuBrandsResource },
    {
      key: 'manufacturer_id',
      label: msg`Производитель`,
      kind: 'select',
      options: skuManufacturersResource,
    },
    { key: 'volume', label: msg`Объём`, kind: 'text' },
    { key: 'unit', label: msg`Ед. изм.`, kind: 'choice', choices: unitChoices },
    { key: 'is_active', label: msg`Активен`, kind: 'boolean' },
    // Left empty, the product joins the shared catalog.
    { key: 'project_id', label: msg`Проект`, kind: 'select', options: projectsResource },
    { key: 'code', label: msg`Код`, kind: 'text' },
  ],
});
