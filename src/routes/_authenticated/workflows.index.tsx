import { msg } from '@lingui/core/macro';
import { IconRoute } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { withImport } from '#src/features/imports/with-import';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/workflows/')({
  ...resourceListRoute(
    withImport(
      () =>
        import('#src/features/workflows/workflows-screens').then((module) => module.workflowsList),
      'MATRIX_WORKFLOW_RELATES',
    ),
  ),
  staticData: catalogScreen({
    entity: 'workflows',
    label: msg`Процессы`,
    icon: IconRoute,
    group: 'matrix',
    order: 230,
  }),
});
