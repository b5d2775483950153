import { msg } from '@lingui/core/macro';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/catalog/retails')({
  ...resourceListRoute(() =>
    import('#src/resources/retails').then((module) => module.retailsResource),
  ),
  staticData: catalogScreen({
    entity: 'retails',
    label: msg`Сети`,
    icon: IconBuildingWarehouse,
    group: 'org-structure',
    order: 100,
  }),
});
