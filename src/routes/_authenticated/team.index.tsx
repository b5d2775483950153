import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/team/')(
  resourceListRoute(() =>
    import('../../resources/users-screens').then((module) => module.teamList),
  ),
);
