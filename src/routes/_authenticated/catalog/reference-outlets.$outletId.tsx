import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../../features/shell/screen-titles';
import { idParam } from '../../../lib/route-params';
import { resourceDetailRoute } from '../../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/reference-outlets/$outletId')({
  staticData: { title: screenTitles.referenceOutlet },
  ...resourceDetailRoute(
    () =>
      import('../../../resources/outlets-screens').then((module) => module.referenceOutletDetail),
    'outletId',
  ),
  params: idParam('outletId'),
});
