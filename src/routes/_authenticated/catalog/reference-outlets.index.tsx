import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../../features/shell/screen-titles';
import { resourceListRoute } from '../../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/reference-outlets/')({
  ...resourceListRoute(() =>
    import('../../../resources/outlets-screens').then((module) => module.referenceOutletsList),
  ),
  staticData: { title: screenTitles.referenceOutlets },
});
