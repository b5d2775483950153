import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/planograms/')({
  ...resourceListRoute(() =>
    import('#src/features/planograms/planograms-screens').then((module) => module.planogramsList),
  ),
  staticData: { title: screenTitles.planograms },
});
