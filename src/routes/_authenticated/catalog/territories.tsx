import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../../features/shell/screen-titles';
import { resourceListRoute } from '../../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/territories')({
  ...resourceListRoute(() =>
    import('../../../resources/territories').then((module) => module.territoriesResource),
  ),
  staticData: { title: screenTitles.territories },
});
