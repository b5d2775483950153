import { msg } from '@lingui/core/macro';
import { IconMapPin } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { withImport } from '#src/features/imports/with-import';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/catalog/outlets/')({
  ...resourceListRoute(
    withImport(
      () =>
        import('#src/features/outlets/outlets-screens').then((module) => module.projectOutletsList),
      'PROJECT_OUTLETS',
    ),
  ),
  staticData: catalogScreen({
    entity: 'project_outlets',
    label: msg`Торговые точки проекта`,
    menuLabel: msg`Точки проекта`,
    icon: IconMapPin,
    group: 'outlets',
    order: 30,
  }),
});
