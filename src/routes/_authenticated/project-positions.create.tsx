import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/features/shell/screen-titles';
import { resourceCreateRoute } from '#src/resources/resource-routes';

export const Route = createFileRoute('/_authenticated/project-positions/create')({
  ...resourceCreateRoute(
    () =>
      import('#src/resources/project-positions').then((module) => module.projectPositionsResource),
    (row) => `/project-positions/${row.id}`,
  ),
  staticData: { title: screenTitles.newProjectPosition },
});
