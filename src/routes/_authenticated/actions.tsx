import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/actions')({
  ...resourceListRoute(() =>
    import('#src/features/workflows/workflows-screens').then((module) => module.actionsList),
  ),
  staticData: { title: screenTitles.actions },
});
