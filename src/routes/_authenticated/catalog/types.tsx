import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreens } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/catalog/types')({
  ...resourceListRoute(() =>
    import('#src/resources/outlet-types').then((module) => module.outletTypesResource),
  ),
  staticData: { title: catalogScreens['outlet-types'].label },
});
