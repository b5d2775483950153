import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreens } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/manufacturers')({
  ...resourceListRoute(() =>
    import('#src/resources/sku-manufacturers').then((module) => module.skuManufacturersResource),
  ),
  staticData: { title: catalogScreens.manufacturers.label },
});
