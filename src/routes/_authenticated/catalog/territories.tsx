import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '../../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/territories')(
  resourceListRoute(() =>
    import('../../../resources/territories').then((module) => module.territoriesResource),
  ),
);
