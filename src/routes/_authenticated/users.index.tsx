import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '../../features/shell/screen-titles';
import { resourceListRoute } from '../../resources/resource-routes';

export const Route = createFileRoute('/_authenticated/users/')({
  ...resourceListRoute(() =>
    import('../../resources/users-screens').then((module) => module.usersList),
  ),
  staticData: { title: screenTitles.users },
});
