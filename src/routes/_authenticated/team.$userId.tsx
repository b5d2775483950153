import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../features/shell/screen-titles';
import { idParam } from '../../lib/route-params';
import { resourceDetailRoute } from '../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/team/$userId')({
  staticData: { title: screenTitles.teamMember },
  ...resourceDetailRoute(
    () => import('../../resources/users-screens').then((module) => module.teamDetail),
    'userId',
  ),
  params: idParam('userId'),
});
