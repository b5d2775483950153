import { createFileRoute } from '@tanstack/react-router';
import { resourceDetailRoute } from '../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/projects/$projectId')(
  resourceDetailRoute(
    () => import('../../resources/projects-list').then((module) => module.projectDetail),
    'projectId',
  ),
);
