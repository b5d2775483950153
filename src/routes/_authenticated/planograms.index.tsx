import { msg } from '@lingui/core/macro';
import { IconLayoutBoardSplit } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/planograms/')({
  ...resourceListRoute(() =>
    import('#src/features/planograms/planograms-screens').then((module) => module.planogramsList),
  ),
  staticData: catalogScreen({
    entity: 'planograms',
    label: msg`Планограммы`,
    icon: IconLayoutBoardSplit,
    order: 160,
  }),
});
