import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/features/shell/screen-titles';
import { resourceCreateRoute } from '#src/resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/reference-outlets/create')({
  ...resourceCreateRoute(
    () => import('#src/resources/outlets').then((module) => module.outletsResource),
    (row) => `/catalog/reference-outlets/${row.id}`,
  ),
  staticData: { title: screenTitles.newReferenceOutlet },
});
