import { msg } from '@lingui/core/macro';
import { IconUserCog } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { withImport } from '#src/features/imports/with-import';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/users/')({
  ...resourceListRoute(
    withImport(
      () => import('#src/features/users/users-screens').then((module) => module.usersList),
      'USERS',
    ),
  ),
  staticData: catalogScreen({
    entity: 'users',
    label: msg`Пользователи`,
    icon: IconUserCog,
    order: 150,
  }),
});
