import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/features/shell/screen-titles';
import { resourceListRoute } from '#src/resources/resource-routes';

export const Route = createFileRoute('/_authenticated/project-positions/')({
  ...resourceListRoute(() =>
    import('#src/resources/project-positions-screens').then(
      (module) => module.projectPositionsList,
    ),
  ),
  staticData: { title: screenTitles.projectPositions },
});
