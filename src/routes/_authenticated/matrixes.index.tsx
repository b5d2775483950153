import { msg } from '@lingui/core/macro';
import { IconTable } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { withImport } from '#src/features/imports/with-import';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/matrixes/')({
  ...resourceListRoute(
    withImport(
      () => import('#src/features/matrices/matrices-screens').then((module) => module.matricesList),
      'MATRICES',
    ),
  ),
  staticData: catalogScreen({
    entity: 'matrices',
    label: msg`Ассортиментные матрицы`,
    icon: IconTable,
    group: 'matrix',
    order: 220,
  }),
});
