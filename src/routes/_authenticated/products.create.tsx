import { createFileRoute } from '@tanstack/react-router';
import { resourceCreateRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/products/create')({
  ...resourceCreateRoute(
    () => import('#src/resources/sku').then((module) => module.skuResource),
    (row) => `/products/${row.id}`,
  ),
  staticData: { title: screenTitles.newProduct },
});
