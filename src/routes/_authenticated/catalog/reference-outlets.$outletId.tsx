import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/features/shell/screen-titles';
import { idParam } from '#src/lib/route-params';
import { resourceDetailRoute } from '#src/resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/reference-outlets/$outletId')({
  staticData: { title: screenTitles.referenceOutlet },
  ...resourceDetailRoute(
    () => import('#src/resources/outlets-screens').then((module) => module.referenceOutletDetail),
    'outletId',
  ),
  params: idParam('outletId'),
});
