import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreens } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/brands')({
  ...resourceListRoute(() =>
    import('#src/resources/sku-brands').then((module) => module.skuBrandsResource),
  ),
  staticData: { title: catalogScreens.brands.label },
});
