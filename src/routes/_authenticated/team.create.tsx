import { createFileRoute } from '@tanstack/react-router';
import { resourceCreateRoute } from '../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/team/create')(
  resourceCreateRoute(
    () => import('../../resources/users').then((module) => module.teamResource),
    (row) => `/team/${row.id}`,
  ),
);
