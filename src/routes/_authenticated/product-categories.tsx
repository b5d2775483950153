import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { useProjectScope } from '#src/access/project-scope';
import { requirePermission } from '#src/access/route-guards';
import { catalogScreens } from '#src/resources/catalog-screens';

const tree = () => import('#src/features/products/category-tree');
const Tree = lazyRouteComponent(tree, 'CategoryTree');

/** The product categories as a tree (sku_categories: the SKU catalog's area). */
export const Route = createFileRoute('/_authenticated/product-categories')({
  staticData: { title: catalogScreens['product-categories'].label },
  beforeLoad: requirePermission('sku_catalog', 'read'),
  // Started, not awaited: the tree shows its own load states.
  loader: async ({ context }) => (await tree()).startCategoryTree(context),
  component: function ProductCategoriesRoute() {
    return <Tree projectIds={useProjectScope()} />;
  },
});
