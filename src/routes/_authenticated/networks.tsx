import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/features/shell/screen-titles';
import { resourceListRoute } from '#src/resources/resource-routes';

export const Route = createFileRoute('/_authenticated/networks')({
  ...resourceListRoute(() =>
    import('#src/resources/project-retails').then((module) => module.projectRetailsResource),
  ),
  staticData: { title: screenTitles.networks },
});
