import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/features/shell/screen-titles';
import { resourceListRoute } from '#src/resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/branches')({
  ...resourceListRoute(() =>
    import('#src/resources/branches').then((module) => module.branchesResource),
  ),
  staticData: { title: screenTitles.branches },
});
