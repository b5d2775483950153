import { createFileRoute } from '@tanstack/react-router';
import { resourceDetailRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';
import { idParam } from '#src/lib/route-params';

export const Route = createFileRoute('/_authenticated/planograms/$planogramId_/outlets')({
  staticData: { title: screenTitles.planogramOutlets },
  ...resourceDetailRoute(
    () =>
      import('#src/features/planograms/planograms-screens').then(
        (module) => module.planogramDetail,
      ),
    'planogramId',
    'outlets',
  ),
  params: idParam('planogramId'),
});
