import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/features/shell/screen-titles';
import { resourceCreateRoute } from '#src/resources/resource-routes';

export const Route = createFileRoute('/_authenticated/team/create')({
  ...resourceCreateRoute(
    () => import('#src/resources/users').then((module) => module.teamResource),
    (row) => `/team/${row.id}`,
  ),
  staticData: { title: screenTitles.newTeamMember },
});
