import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreens } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/catalog/territories')({
  ...resourceListRoute(() =>
    import('#src/resources/territories').then((module) => module.territoriesResource),
  ),
  staticData: { title: catalogScreens.territories.label },
});
