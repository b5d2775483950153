import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/features/shell/screen-titles';
import { resourceCreateRoute } from '#src/resources/resource-routes';

export const Route = createFileRoute('/_authenticated/projects/create')({
  ...resourceCreateRoute(
    () => import('#src/resources/projects').then((module) => module.projectsResource),
    (row) => `/projects/${row.id}`,
  ),
  staticData: { title: screenTitles.newProject },
});
