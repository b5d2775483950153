import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/manufacturers')({
  ...resourceListRoute(() =>
    import('#src/resources/sku-manufacturers').then((module) => module.skuManufacturersResource),
  ),
  staticData: { title: screenTitles.manufacturers },
});
