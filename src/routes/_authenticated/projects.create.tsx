import { createFileRoute } from '@tanstack/react-router';
import { resourceCreateRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/projects/create')({
  ...resourceCreateRoute(
    () => import('#src/resources/projects').then((module) => module.projectsResource),
    (row) => `/projects/${row.id}`,
  ),
  staticData: { title: screenTitles.newProject },
});
