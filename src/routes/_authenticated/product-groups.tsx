import { msg } from '@lingui/core/macro';
import { IconStack2 } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/product-groups')({
  ...resourceListRoute(() =>
    import('#src/resources/sku-groups').then((module) => module.skuGroupsResource),
  ),
  staticData: catalogScreen({
    entity: 'sku_groups',
    label: msg`Группы товаров`,
    icon: IconStack2,
    group: 'products',
    order: 190,
  }),
});
