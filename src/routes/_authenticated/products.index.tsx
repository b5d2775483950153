import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreens } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/products/')({
  ...resourceListRoute(() =>
    import('#src/features/products/products-screens').then((module) => module.productsList),
  ),
  staticData: { title: catalogScreens['product-list'].label },
});
