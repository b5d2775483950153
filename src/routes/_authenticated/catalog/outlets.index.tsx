import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreens } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/catalog/outlets/')({
  ...resourceListRoute(() =>
    import('#src/features/outlets/outlets-screens').then((module) => module.projectOutletsList),
  ),
  staticData: { title: catalogScreens['project-outlets'].label },
});
