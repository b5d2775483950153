import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/networks')({
  ...resourceListRoute(() =>
    import('#src/resources/project-retails').then((module) => module.projectRetailsResource),
  ),
  staticData: { title: screenTitles.networks },
});
