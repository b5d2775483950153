import { msg } from '@lingui/core/macro';
import { IconIdBadge2 } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { withImport } from '#src/features/imports/with-import';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/project-positions/')({
  ...resourceListRoute(
    withImport(
      () =>
        import('#src/features/project-positions/project-positions-screens').then(
          (module) => module.projectPositionsList,
        ),
      'PROJECT_POSITIONS',
    ),
  ),
  staticData: catalogScreen({
    entity: 'project_positions',
    label: msg`Должности проекта`,
    icon: IconIdBadge2,
    group: 'org-structure',
    order: 140,
  }),
});
