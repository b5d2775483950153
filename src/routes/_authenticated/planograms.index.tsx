import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreens } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/planograms/')({
  ...resourceListRoute(() =>
    import('#src/features/planograms/planograms-screens').then((module) => module.planogramsList),
  ),
  staticData: { title: catalogScreens.planograms.label },
});
