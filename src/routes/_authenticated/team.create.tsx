import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../features/shell/screen-titles';
import { resourceCreateRoute } from '../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/team/create')({
  ...resourceCreateRoute(
    () => import('../../resources/users').then((module) => module.teamResource),
    (row) => `/team/${row.id}`,
  ),
  staticData: { title: screenTitles.newTeamMember },
});
