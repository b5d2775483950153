import { createFileRoute } from '@tanstack/react-router';
import { resourceCreateRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/workflows/create')({
  ...resourceCreateRoute(
    () => import('#src/resources/workflows').then((module) => module.workflowsResource),
    (row) => `/workflows/${row.id}`,
  ),
  staticData: { title: screenTitles.newWorkflow },
});
