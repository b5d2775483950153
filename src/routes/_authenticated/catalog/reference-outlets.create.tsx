import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../../features/shell/screen-titles';
import { resourceCreateRoute } from '../../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/reference-outlets/create')({
  ...resourceCreateRoute(
    () => import('../../../resources/outlets').then((module) => module.outletsResource),
    (row) => `/catalog/reference-outlets/${row.id}`,
  ),
  staticData: { title: screenTitles.newReferenceOutlet },
});
