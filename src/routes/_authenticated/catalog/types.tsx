import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/catalog/types')({
  ...resourceListRoute(() =>
    import('#src/resources/outlet-types').then((module) => module.outletTypesResource),
  ),
  staticData: { title: screenTitles.outletTypes },
});
