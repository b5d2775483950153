import { createFileRoute } from '@tanstack/react-router';
import { idParam } from '../../lib/route-params';
import { resourceDetailRoute } from '../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/users/$userId')({
  ...resourceDetailRoute(
    () => import('../../resources/users-screens').then((module) => module.userDetail),
    'userId',
  ),
  params: idParam('userId'),
});
