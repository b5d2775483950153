import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/features/shell/screen-titles';
import { resourceListRoute } from '#src/resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/territories')({
  ...resourceListRoute(() =>
    import('#src/resources/territories').then((module) => module.territoriesResource),
  ),
  staticData: { title: screenTitles.territories },
});
