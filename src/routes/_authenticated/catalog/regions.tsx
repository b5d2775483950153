import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/features/shell/screen-titles';
import { resourceListRoute } from '#src/resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/regions')({
  ...resourceListRoute(() =>
    import('#src/resources/regions').then((module) => module.regionsResource),
  ),
  staticData: { title: screenTitles.regions },
});
