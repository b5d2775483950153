import { msg } from '@lingui/core/macro';
import { IconId } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/positions')({
  ...resourceListRoute(() =>
    import('#src/resources/positions').then((module) => module.positionsResource),
  ),
  staticData: catalogScreen({
    entity: 'positions',
    label: msg`Должности`,
    icon: IconId,
    group: 'org-structure',
    order: 130,
  }),
});
