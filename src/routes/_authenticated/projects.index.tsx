import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreens } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/projects/')({
  ...resourceListRoute(() =>
    import('#src/features/projects/projects-list').then((module) => module.projectsList),
  ),
  staticData: { title: catalogScreens.projects.label },
});
