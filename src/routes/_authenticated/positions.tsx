import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../features/shell/screen-titles';
import { resourceListRoute } from '../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/positions')({
  ...resourceListRoute(() =>
    import('../../resources/positions').then((module) => module.positionsResource),
  ),
  staticData: { title: screenTitles.positions },
});
