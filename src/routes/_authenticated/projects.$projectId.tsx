import { createFileRoute } from '@tanstack/react-router';
import { idParam } from '../../lib/route-params';
import { resourceDetailRoute } from '../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/projects/$projectId')({
  ...resourceDetailRoute(
    () => import('../../resources/projects-list').then((module) => module.projectDetail),
    'projectId',
  ),
  params: idParam('projectId'),
});
