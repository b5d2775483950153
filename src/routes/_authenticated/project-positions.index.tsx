import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/project-positions/')(
  resourceListRoute(() =>
    import('../../resources/project-positions-screens').then(
      (module) => module.projectPositionsList,
    ),
  ),
);
