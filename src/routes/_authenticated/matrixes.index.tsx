import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreens } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/matrixes/')({
  ...resourceListRoute(() =>
    import('#src/features/matrices/matrices-screens').then((module) => module.matricesList),
  ),
  staticData: { title: catalogScreens.matrixes.label },
});
