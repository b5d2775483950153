import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/project-positions/')({
  ...resourceListRoute(() =>
    import('#src/features/project-positions/project-positions-screens').then(
      (module) => module.projectPositionsList,
    ),
  ),
  staticData: { title: screenTitles.projectPositions },
});
