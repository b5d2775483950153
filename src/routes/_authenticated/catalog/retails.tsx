import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreens } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/catalog/retails')({
  ...resourceListRoute(() =>
    import('#src/resources/retails').then((module) => module.retailsResource),
  ),
  staticData: { title: catalogScreens.retails.label },
});
