import { createFileRoute } from '@tanstack/react-router';
import { resourceDetailRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';
import { idParam } from '#src/lib/route-params';

export const Route = createFileRoute(
  '/_authenticated/project-positions/$projectPositionId_/history',
)({
  staticData: { title: screenTitles.projectPositionHistory },
  ...resourceDetailRoute(
    () =>
      import('#src/features/project-positions/project-positions-screens').then(
        (module) => module.projectPositionDetail,
      ),
    'projectPositionId',
    'history',
  ),
  params: idParam('projectPositionId'),
});
