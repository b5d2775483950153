import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../features/shell/screen-titles';
import { resourceListRoute } from '../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/networks')({
  ...resourceListRoute(() =>
    import('../../resources/project-retails').then((module) => module.projectRetailsResource),
  ),
  staticData: { title: screenTitles.networks },
});
