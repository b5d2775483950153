import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/features/shell/screen-titles';
import { idParam } from '#src/lib/route-params';
import { resourceDetailRoute } from '#src/resources/resource-routes';

export const Route = createFileRoute('/_authenticated/team/$userId')({
  staticData: { title: screenTitles.teamMember },
  ...resourceDetailRoute(
    () => import('#src/resources/users-screens').then((module) => module.teamDetail),
    'userId',
  ),
  params: idParam('userId'),
});
