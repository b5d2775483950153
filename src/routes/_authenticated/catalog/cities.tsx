import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreens } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/catalog/cities')({
  ...resourceListRoute(() =>
    import('#src/resources/cities').then((module) => module.citiesResource),
  ),
  staticData: { title: catalogScreens.cities.label },
});
