import { createFileRoute } from '@tanstack/react-router';
import { resourceDetailRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';
import { idParam } from '#src/lib/route-params';

export const Route = createFileRoute('/_authenticated/matrixes/$matrixId')({
  staticData: { title: screenTitles.matrix },
  ...resourceDetailRoute(
    () => import('#src/features/matrices/matrices-screens').then((module) => module.matrixDetail),
    'matrixId',
  ),
  params: idParam('matrixId'),
});
