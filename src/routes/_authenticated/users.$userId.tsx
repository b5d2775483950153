import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/features/shell/screen-titles';
import { idParam } from '#src/lib/route-params';
import { resourceDetailRoute } from '#src/resources/resource-routes';

export const Route = createFileRoute('/_authenticated/users/$userId')({
  staticData: { title: screenTitles.user },
  ...resourceDetailRoute(
    () => import('#src/resources/users-screens').then((module) => module.userDetail),
    'userId',
  ),
  params: idParam('userId'),
});
