import { createFileRoute } from '@tanstack/react-router';
import { resourceCreateRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/team/create')({
  ...resourceCreateRoute(
    () => import('#src/resources/users').then((module) => module.teamResource),
    (row) => `/team/${row.id}`,
  ),
  staticData: { title: screenTitles.newTeamMember },
});
