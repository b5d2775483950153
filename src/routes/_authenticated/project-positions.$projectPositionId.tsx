import { createFileRoute } from '@tanstack/react-router';
import { resourceDetailRoute } from '../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/project-positions/$projectPositionId')(
  resourceDetailRoute(
    () =>
      import('../../resources/project-positions-screens').then(
        (module) => module.projectPositionDetail,
      ),
    'projectPositionId',
  ),
);
