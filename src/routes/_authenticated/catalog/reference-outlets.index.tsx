import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/catalog/reference-outlets/')({
  ...resourceListRoute(() =>
    import('#src/features/outlets/outlets-screens').then((module) => module.referenceOutletsList),
  ),
  staticData: { title: screenTitles.referenceOutlets },
});
