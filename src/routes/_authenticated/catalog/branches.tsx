import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '../../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/branches')(
  resourceListRoute(() =>
    import('../../../resources/branches').then((module) => module.branchesResource),
  ),
);
