import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { screenTitles } from '#src/components/layout/screen-titles';

export const Route = createFileRoute('/_authenticated/clients')({
  ...resourceListRoute(() =>
    import('#src/resources/clients').then((module) => module.clientsResource),
  ),
  staticData: { title: screenTitles.clients },
});
