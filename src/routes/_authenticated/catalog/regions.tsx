import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../../features/shell/screen-titles';
import { resourceListRoute } from '../../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/regions')({
  ...resourceListRoute(() =>
    import('../../../resources/regions').then((module) => module.regionsResource),
  ),
  staticData: { title: screenTitles.regions },
});
