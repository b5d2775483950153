import { createFileRoute } from '@tanstack/react-router';
import { resourceDetailRoute } from '../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/users/$userId')(
  resourceDetailRoute(
    () => import('../../resources/users-screens').then((module) => module.userDetail),
    'userId',
  ),
);
