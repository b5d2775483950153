import { msg } from '@lingui/core/macro';
import { IconBarcode } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { withImport } from '#src/features/imports/with-import';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/products/')({
  ...resourceListRoute(
    withImport(
      () => import('#src/features/products/products-screens').then((module) => module.productsList),
      'PRODUCTS',
    ),
  ),
  staticData: catalogScreen({
    entity: 'sku',
    label: msg`Товары`,
    icon: IconBarcode,
    group: 'products',
    order: 170,
  }),
});
