import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/features/shell/screen-titles';
import { resourceListRoute } from '#src/resources/resource-routes';

export const Route = createFileRoute('/_authenticated/positions')({
  ...resourceListRoute(() =>
    import('#src/resources/positions').then((module) => module.positionsResource),
  ),
  staticData: { title: screenTitles.positions },
});
