import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../features/shell/screen-titles';
import { resourceListRoute } from '../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/clients')({
  ...resourceListRoute(() =>
    import('../../resources/clients').then((module) => module.clientsResource),
  ),
  staticData: { title: screenTitles.clients },
});
