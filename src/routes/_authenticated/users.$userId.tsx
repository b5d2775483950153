import { createFileRoute } from '@tanstack/react-router';
import { resourceDetailRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';
import { idParam } from '#src/lib/route-params';

export const Route = createFileRoute('/_authenticated/users/$userId')({
  staticData: { title: screenTitles.user },
  ...resourceDetailRoute(
    () => import('#src/features/users/users-screens').then((module) => module.userDetail),
    'userId',
  ),
  params: idParam('userId'),
});
