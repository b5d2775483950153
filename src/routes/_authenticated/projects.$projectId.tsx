import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/features/shell/screen-titles';
import { idParam } from '#src/lib/route-params';
import { resourceDetailRoute } from '#src/resources/resource-routes';

export const Route = createFileRoute('/_authenticated/projects/$projectId')({
  staticData: { title: screenTitles.project },
  ...resourceDetailRoute(
    () => import('#src/resources/projects-list').then((module) => module.projectDetail),
    'projectId',
  ),
  params: idParam('projectId'),
});
