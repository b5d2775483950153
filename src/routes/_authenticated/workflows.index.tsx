import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreens } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/workflows/')({
  ...resourceListRoute(() =>
    import('#src/features/workflows/workflows-screens').then((module) => module.workflowsList),
  ),
  staticData: { title: catalogScreens.workflows.label },
});
