import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/features/shell/screen-titles';
import { resourceListRoute } from '#src/resources/resource-routes';

export const Route = createFileRoute('/_authenticated/catalog/retails')({
  ...resourceListRoute(() =>
    import('#src/resources/retails').then((module) => module.retailsResource),
  ),
  staticData: { title: screenTitles.retails },
});
