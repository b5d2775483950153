import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/networks')(
  resourceListRoute(() =>
    import('../../resources/project-retails').then((module) => module.projectRetailsResource),
  ),
);
