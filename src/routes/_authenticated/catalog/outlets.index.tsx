import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../../features/shell/screen-titles';
import { resourceListRoute } from '../../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/outlets/')({
  ...resourceListRoute(() =>
    import('../../../resources/outlets-screens').then((module) => module.projectOutletsList),
  ),
  staticData: { title: screenTitles.projectOutlets },
});
