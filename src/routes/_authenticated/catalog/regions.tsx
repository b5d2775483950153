import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreens } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/catalog/regions')({
  ...resourceListRoute(() =>
    import('#src/resources/regions').then((module) => module.regionsResource),
  ),
  staticData: { title: catalogScreens.regions.label },
});
