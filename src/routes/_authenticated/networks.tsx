import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreens } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/networks')({
  ...resourceListRoute(() =>
    import('#src/resources/project-retails').then((module) => module.projectRetailsResource),
  ),
  staticData: { title: catalogScreens.networks.label },
});
