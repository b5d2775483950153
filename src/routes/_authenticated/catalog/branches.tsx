import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/catalog/branches')({
  ...resourceListRoute(() =>
    import('#src/resources/branches').then((module) => module.branchesResource),
  ),
  staticData: { title: screenTitles.branches },
});
