import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../features/shell/screen-titles';
import { resourceListRoute } from '../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/project-positions/')({
  ...resourceListRoute(() =>
    import('../../resources/project-positions-screens').then(
      (module) => module.projectPositionsList,
    ),
  ),
  staticData: { title: screenTitles.projectPositions },
});
