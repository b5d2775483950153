import { createFileRoute } from '@tanstack/react-router';
import { idParam } from '../../../lib/route-params';
import { resourceDetailRoute } from '../../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/outlets/$outletId')({
  ...resourceDetailRoute(
    () => import('../../../resources/outlets-screens').then((module) => module.projectOutletDetail),
    'outletId',
  ),
  params: idParam('outletId'),
});
