import { msg } from '@lingui/core/macro';
import { IconCategory } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/catalog/types')({
  ...resourceListRoute(() =>
    import('#src/resources/outlet-types').then((module) => module.outletTypesResource),
  ),
  staticData: catalogScreen({
    entity: 'outlet_types',
    label: msg`Типы точек`,
    icon: IconCategory,
    group: 'org-structure',
    order: 110,
  }),
});
