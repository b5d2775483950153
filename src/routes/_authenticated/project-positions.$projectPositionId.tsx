import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/features/shell/screen-titles';
import { idParam } from '#src/lib/route-params';
import { resourceDetailRoute } from '#src/resources/resource-routes';

export const Route = createFileRoute('/_authenticated/project-positions/$projectPositionId')({
  staticData: { title: screenTitles.projectPosition },
  ...resourceDetailRoute(
    () =>
      import('#src/resources/project-positions-screens').then(
        (module) => module.projectPositionDetail,
      ),
    'projectPositionId',
  ),
  params: idParam('projectPositionId'),
});
