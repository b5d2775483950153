import { msg } from '@lingui/core/macro';
import { IconBuilding } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/catalog/branches')({
  ...resourceListRoute(() =>
    import('#src/resources/branches').then((module) => module.branchesResource),
  ),
  staticData: catalogScreen({
    entity: 'branches',
    label: msg`Филиалы`,
    icon: IconBuilding,
    group: 'org-structure',
    order: 80,
  }),
});
