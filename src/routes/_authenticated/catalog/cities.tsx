import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '../../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/cities')(
  resourceListRoute(() =>
    import('../../../resources/cities').then((module) => module.citiesResource),
  ),
);
