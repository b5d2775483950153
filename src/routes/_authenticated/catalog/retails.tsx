import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../../features/shell/screen-titles';
import { resourceListRoute } from '../../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/retails')({
  ...resourceListRoute(() =>
    import('../../../resources/retails').then((module) => module.retailsResource),
  ),
  staticData: { title: screenTitles.retails },
});
