import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/features/shell/screen-titles';
import { resourceListRoute } from '#src/resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/types')({
  ...resourceListRoute(() =>
    import('#src/resources/outlet-types').then((module) => module.outletTypesResource),
  ),
  staticData: { title: screenTitles.outletTypes },
});
