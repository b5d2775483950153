import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/catalog/regions')({
  ...resourceListRoute(() =>
    import('#src/resources/regions').then((module) => module.regionsResource),
  ),
  staticData: { title: screenTitles.regions },
});
