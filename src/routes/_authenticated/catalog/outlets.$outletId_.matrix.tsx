import { createFileRoute } from '@tanstack/react-router';
import { resourceDetailRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';
import { idParam } from '#src/lib/route-params';

export const Route = createFileRoute('/_authenticated/catalog/outlets/$outletId_/matrix')({
  staticData: { title: screenTitles.projectOutletMatrix },
  ...resourceDetailRoute(
    () =>
      import('#src/features/outlets/outlets-screens').then((module) => module.projectOutletDetail),
    'outletId',
    'matrix',
  ),
  params: idParam('outletId'),
});
