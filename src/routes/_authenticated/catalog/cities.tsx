import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/catalog/cities')({
  ...resourceListRoute(() =>
    import('#src/resources/cities').then((module) => module.citiesResource),
  ),
  staticData: { title: screenTitles.cities },
});
