import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/features/shell/screen-titles';
import { resourceListRoute } from '#src/resources/resource-routes';

export const Route = createFileRoute('/_authenticated/users/')({
  ...resourceListRoute(() =>
    import('#src/resources/users-screens').then((module) => module.usersList),
  ),
  staticData: { title: screenTitles.users },
});
