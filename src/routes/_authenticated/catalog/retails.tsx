import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '../../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/retails')(
  resourceListRoute(() =>
    import('../../../resources/retails').then((module) => module.retailsResource),
  ),
);
