import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/catalog/territories')({
  ...resourceListRoute(() =>
    import('#src/resources/territories').then((module) => module.territoriesResource),
  ),
  staticData: { title: screenTitles.territories },
});
