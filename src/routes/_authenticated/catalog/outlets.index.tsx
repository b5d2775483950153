import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/features/shell/screen-titles';
import { resourceListRoute } from '#src/resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/outlets/')({
  ...resourceListRoute(() =>
    import('#src/resources/outlets-screens').then((module) => module.projectOutletsList),
  ),
  staticData: { title: screenTitles.projectOutlets },
});
