import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../../features/shell/screen-titles';
import { idParam } from '../../../lib/route-params';
import { resourceDetailRoute } from '../../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/outlets/$outletId')({
  staticData: { title: screenTitles.projectOutlet },
  ...resourceDetailRoute(
    () => import('../../../resources/outlets-screens').then((module) => module.projectOutletDetail),
    'outletId',
  ),
  params: idParam('outletId'),
});
