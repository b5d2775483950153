import { msg } from '@lingui/core/macro';
import { IconWorld } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/catalog/regions')({
  ...resourceListRoute(() =>
    import('#src/resources/regions').then((module) => module.regionsResource),
  ),
  staticData: catalogScreen({
    entity: 'regions',
    label: msg`Регионы`,
    icon: IconWorld,
    group: 'org-structure',
    order: 90,
  }),
});
