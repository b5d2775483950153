import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../features/shell/screen-titles';
import { resourceCreateRoute } from '../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/projects/create')({
  ...resourceCreateRoute(
    () => import('../../resources/projects').then((module) => module.projectsResource),
    (row) => `/projects/${row.id}`,
  ),
  staticData: { title: screenTitles.newProject },
});
