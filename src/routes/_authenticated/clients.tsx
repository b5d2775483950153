import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreens } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/clients')({
  ...resourceListRoute(() =>
    import('#src/resources/clients').then((module) => module.clientsResource),
  ),
  staticData: { title: catalogScreens.clients.label },
});
