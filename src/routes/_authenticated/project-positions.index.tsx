import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreens } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/project-positions/')({
  ...resourceListRoute(() =>
    import('#src/features/project-positions/project-positions-screens').then(
      (module) => module.projectPositionsList,
    ),
  ),
  staticData: { title: catalogScreens['project-positions'].label },
});
