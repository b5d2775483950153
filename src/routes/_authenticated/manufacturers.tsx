import { msg } from '@lingui/core/macro';
import { IconBuildingFactory2 } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/manufacturers')({
  ...resourceListRoute(() =>
    import('#src/resources/sku-manufacturers').then((module) => module.skuManufacturersResource),
  ),
  staticData: catalogScreen({
    entity: 'sku_manufacturers',
    label: msg`Производители`,
    icon: IconBuildingFactory2,
    group: 'products',
    order: 210,
  }),
});
