import { resourceKeys } from '#src/api/resource-keys';

/** Query keys of the products' categories and groups: a link or unlink invalidates both `all`s. */
export const skuRelateKeys = {
  category: resourceKeys({ name: 'sku_category_relates' }),
  group: resourceKeys({ name: 'sku_group_relates' }),
  /** One product's categories or groups, as its page shows them. */
  ofProduct: (kind: 'category' | 'group', skuId: number) =>
    [...resourceKeys({ name: `sku_${kind}_relates` }).all, 'of-product', skuId] as const,
  /** The products per category of the tree, for the selected projects. */
  counts: (projectIds: readonly number[]) =>
    [...resourceKeys({ name: 'sku_category_relates' }).all, 'counts', [...projectIds]] as const,
};
