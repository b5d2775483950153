import { createFileRoute } from '@tanstack/react-router';
import { resourceDetailRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';
import { idParam } from '#src/lib/route-params';

export const Route = createFileRoute('/_authenticated/projects/$projectId')({
  staticData: { title: screenTitles.project },
  ...resourceDetailRoute(
    () => import('#src/features/projects/projects-list').then((module) => module.projectDetail),
    'projectId',
  ),
  params: idParam('projectId'),
});
