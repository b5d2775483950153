import { msg } from '@lingui/core/macro';
import { IconLayoutBoardSplit } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { withImport } from '#src/features/imports/with-import';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/planograms/')({
  ...resourceListRoute(
    withImport(
      () =>
        import('#src/features/planograms/planograms-screens').then(
          (module) => module.planogramsList,
        ),
      'PLANOGRAMS',
    ),
  ),
  staticData: catalogScreen({
    entity: 'planograms',
    label: msg`Планограммы`,
    icon: IconLayoutBoardSplit,
    order: 160,
  }),
});
