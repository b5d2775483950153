import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../features/shell/screen-titles';
import { idParam } from '../../lib/route-params';
import { resourceDetailRoute } from '../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/projects/$projectId')({
  staticData: { title: screenTitles.project },
  ...resourceDetailRoute(
    () => import('../../resources/projects-list').then((module) => module.projectDetail),
    'projectId',
  ),
  params: idParam('projectId'),
});
