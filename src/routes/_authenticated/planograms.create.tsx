import { createFileRoute } from '@tanstack/react-router';
import { resourceCreateRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/planograms/create')({
  ...resourceCreateRoute(
    () => import('#src/resources/planograms').then((module) => module.planogramsResource),
    (row) => `/planograms/${row.id}`,
  ),
  staticData: { title: screenTitles.newPlanogram },
});
