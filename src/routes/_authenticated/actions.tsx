import { msg } from '@lingui/core/macro';
import { IconListCheck } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/actions')({
  ...resourceListRoute(() =>
    import('#src/features/workflows/workflows-screens').then((module) => module.actionsList),
  ),
  staticData: catalogScreen({
    entity: 'actions',
    label: msg`Действия`,
    icon: IconListCheck,
    group: 'matrix',
    order: 240,
  }),
});
