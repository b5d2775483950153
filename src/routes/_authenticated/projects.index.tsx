import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/features/shell/screen-titles';
import { resourceListRoute } from '#src/resources/resource-routes';

export const Route = createFileRoute('/_authenticated/projects/')({
  ...resourceListRoute(() =>
    import('#src/resources/projects-list').then((module) => module.projectsList),
  ),
  staticData: { title: screenTitles.projects },
});
