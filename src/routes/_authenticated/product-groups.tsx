import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreens } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/product-groups')({
  ...resourceListRoute(() =>
    import('#src/resources/sku-groups').then((module) => module.skuGroupsResource),
  ),
  staticData: { title: catalogScreens['product-groups'].label },
});
