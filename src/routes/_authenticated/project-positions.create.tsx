import { createFileRoute } from '@tanstack/react-router';
import { resourceCreateRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/project-positions/create')({
  ...resourceCreateRoute(
    () =>
      import('#src/resources/project-positions').then((module) => module.projectPositionsResource),
    (row) => `/project-positions/${row.id}`,
  ),
  staticData: { title: screenTitles.newProjectPosition },
});
