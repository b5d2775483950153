import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/positions')({
  ...resourceListRoute(() =>
    import('#src/resources/positions').then((module) => module.positionsResource),
  ),
  staticData: { title: screenTitles.positions },
});
