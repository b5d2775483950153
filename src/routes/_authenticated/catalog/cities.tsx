import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/features/shell/screen-titles';
import { resourceListRoute } from '#src/resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/cities')({
  ...resourceListRoute(() =>
    import('#src/resources/cities').then((module) => module.citiesResource),
  ),
  staticData: { title: screenTitles.cities },
});
