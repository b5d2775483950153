import { createFileRoute } from '@tanstack/react-router';
import { resourceCreateRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/catalog/reference-outlets/create')({
  ...resourceCreateRoute(
    () => import('#src/resources/outlets').then((module) => module.outletsResource),
    (row) => `/catalog/reference-outlets/${row.id}`,
  ),
  staticData: { title: screenTitles.newReferenceOutlet },
});
