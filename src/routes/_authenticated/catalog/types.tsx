import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../../features/shell/screen-titles';
import { resourceListRoute } from '../../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/types')({
  ...resourceListRoute(() =>
    import('../../../resources/outlet-types').then((module) => module.outletTypesResource),
  ),
  staticData: { title: screenTitles.outletTypes },
});
