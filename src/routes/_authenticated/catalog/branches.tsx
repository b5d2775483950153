import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../../features/shell/screen-titles';
import { resourceListRoute } from '../../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/branches')({
  ...resourceListRoute(() =>
    import('../../../resources/branches').then((module) => module.branchesResource),
  ),
  staticData: { title: screenTitles.branches },
});
