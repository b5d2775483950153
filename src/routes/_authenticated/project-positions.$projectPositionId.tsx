import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../features/shell/screen-titles';
import { idParam } from '../../lib/route-params';
import { resourceDetailRoute } from '../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/project-positions/$projectPositionId')({
  staticData: { title: screenTitles.projectPosition },
  ...resourceDetailRoute(
    () =>
      import('../../resources/project-positions-screens').then(
        (module) => module.projectPositionDetail,
      ),
    'projectPositionId',
  ),
  params: idParam('projectPositionId'),
});
