import { createFileRoute } from '@tanstack/react-router';
import { resourceDetailRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';
import { idParam } from '#src/lib/route-params';

export const Route = createFileRoute('/_authenticated/team/$userId')({
  staticData: { title: screenTitles.teamMember },
  ...resourceDetailRoute(
    () => import('#src/features/users/users-screens').then((module) => module.teamDetail),
    'userId',
  ),
  params: idParam('userId'),
});
