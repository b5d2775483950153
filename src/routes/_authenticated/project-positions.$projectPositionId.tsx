import { createFileRoute } from '@tanstack/react-router';
import { idParam } from '../../lib/route-params';
import { resourceDetailRoute } from '../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/project-positions/$projectPositionId')({
  ...resourceDetailRoute(
    () =>
      import('../../resources/project-positions-screens').then(
        (module) => module.projectPositionDetail,
      ),
    'projectPositionId',
  ),
  params: idParam('projectPositionId'),
});
