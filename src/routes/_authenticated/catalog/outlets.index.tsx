import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '../../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/outlets/')(
  resourceListRoute(() =>
    import('../../../resources/outlets-screens').then((module) => module.projectOutletsList),
  ),
);
