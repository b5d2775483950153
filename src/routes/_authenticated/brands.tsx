import { msg } from '@lingui/core/macro';
import { IconTag } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/brands')({
  ...resourceListRoute(() =>
    import('#src/resources/sku-brands').then((module) => module.skuBrandsResource),
  ),
  staticData: catalogScreen({
    entity: 'sku_brands',
    label: msg`Бренды`,
    icon: IconTag,
    group: 'products',
    order: 200,
  }),
});
