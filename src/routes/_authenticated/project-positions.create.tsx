import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../features/shell/screen-titles';
import { resourceCreateRoute } from '../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/project-positions/create')({
  ...resourceCreateRoute(
    () =>
      import('../../resources/project-positions').then((module) => module.projectPositionsResource),
    (row) => `/project-positions/${row.id}`,
  ),
  staticData: { title: screenTitles.newProjectPosition },
});
