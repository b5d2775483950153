import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/features/shell/screen-titles';
import { resourceListRoute } from '#src/resources/resource-routes';

export const Route = createFileRoute('/_authenticated/clients')({
  ...resourceListRoute(() =>
    import('#src/resources/clients').then((module) => module.clientsResource),
  ),
  staticData: { title: screenTitles.clients },
});
