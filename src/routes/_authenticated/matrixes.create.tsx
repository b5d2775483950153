import { createFileRoute } from '@tanstack/react-router';
import { resourceCreateRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/matrixes/create')({
  ...resourceCreateRoute(
    () => import('#src/resources/matrices').then((module) => module.matricesResource),
    (row) => `/matrixes/${row.id}`,
  ),
  staticData: { title: screenTitles.newMatrix },
});
