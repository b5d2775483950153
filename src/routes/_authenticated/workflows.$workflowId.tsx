import { createFileRoute } from '@tanstack/react-router';
import { resourceDetailRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';
import { idParam } from '#src/lib/route-params';

export const Route = createFileRoute('/_authenticated/workflows/$workflowId')({
  staticData: { title: screenTitles.workflow },
  ...resourceDetailRoute(
    () =>
      import('#src/features/workflows/workflows-screens').then((module) => module.workflowDetail),
    'workflowId',
  ),
  params: idParam('workflowId'),
});
