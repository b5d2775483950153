import { msg } from '@lingui/core/macro';
import { IconRoute } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/workflows/')({
  ...resourceListRoute(() =>
    import('#src/features/workflows/workflows-screens').then((module) => module.workflowsList),
  ),
  staticData: catalogScreen({
    entity: 'workflows',
    label: msg`Процессы`,
    icon: IconRoute,
    group: 'matrix',
    order: 230,
  }),
});
