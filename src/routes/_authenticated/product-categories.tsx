import { msg } from '@lingui/core/macro';
import { IconCategory2 } from '@tabler/icons-react';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { useProjectScope } from '#src/access/project-scope';
import { requirePermission } from '#src/access/route-guards';
import { catalogScreen } from '#src/resources/catalog-screens';

const tree = () => import('#src/features/products/category-tree');
const Tree = lazyRouteComponent(tree, 'CategoryTree');

/** The product categories as a tree (sku_categories: the SKU catalog's area). */
export const Route = createFileRoute('/_authenticated/product-categories')({
  staticData: catalogScreen({
    entity: 'sku_categories',
    label: msg`Категории товаров`,
    icon: IconCategory2,
    group: 'products',
    order: 180,
  }),
  beforeLoad: requirePermission('sku_catalog', 'read'),
  // Started, not awaited: the tree shows its own load states.
  loader: async ({ context }) => (await tree()).startCategoryTree(context),
  component: function ProductCategoriesRoute() {
    return <Tree projectIds={useProjectScope()} />;
  },
});
