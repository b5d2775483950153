import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreens } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/actions')({
  ...resourceListRoute(() =>
    import('#src/features/workflows/workflows-screens').then((module) => module.actionsList),
  ),
  staticData: { title: catalogScreens.actions.label },
});
