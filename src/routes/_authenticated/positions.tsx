import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreens } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/positions')({
  ...resourceListRoute(() =>
    import('#src/resources/positions').then((module) => module.positionsResource),
  ),
  staticData: { title: catalogScreens.positions.label },
});
