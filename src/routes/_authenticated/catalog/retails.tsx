import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/catalog/retails')({
  ...resourceListRoute(() =>
    import('#src/resources/retails').then((module) => module.retailsResource),
  ),
  staticData: { title: screenTitles.retails },
});
