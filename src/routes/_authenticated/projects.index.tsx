import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../features/shell/screen-titles';
import { resourceListRoute } from '../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/projects/')({
  ...resourceListRoute(() =>
    import('../../resources/projects-list').then((module) => module.projectsList),
  ),
  staticData: { title: screenTitles.projects },
});
