import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreens } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/catalog/branches')({
  ...resourceListRoute(() =>
    import('#src/resources/branches').then((module) => module.branchesResource),
  ),
  staticData: { title: catalogScreens.branches.label },
});
