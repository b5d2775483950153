import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreens } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/users/')({
  ...resourceListRoute(() =>
    import('#src/features/users/users-screens').then((module) => module.usersList),
  ),
  staticData: { title: catalogScreens.users.label },
});
