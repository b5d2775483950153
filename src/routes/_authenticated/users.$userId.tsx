import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../features/shell/screen-titles';
import { idParam } from '../../lib/route-params';
import { resourceDetailRoute } from '../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/users/$userId')({
  staticData: { title: screenTitles.user },
  ...resourceDetailRoute(
    () => import('../../resources/users-screens').then((module) => module.userDetail),
    'userId',
  ),
  params: idParam('userId'),
});
