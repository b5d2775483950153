import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/workflows/')({
  ...resourceListRoute(() =>
    import('#src/features/workflows/workflows-screens').then((module) => module.workflowsList),
  ),
  staticData: { title: screenTitles.workflows },
});
