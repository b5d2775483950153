import { msg } from '@lingui/core/macro';
import { IconUsers } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { type AccessRouterContext, ensurePermissions } from '#src/access/route-guards';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import type { ScreenContext } from '#src/components/crud/resource-screens';
import { withImport } from '#src/features/imports/with-import';
import { catalogScreen } from '#src/resources/catalog-screens';

const list = resourceListRoute(
  withImport(
    () => import('#src/features/users/users-screens').then((module) => module.teamList),
    'USER_PROJECTS',
  ),
);

export const Route = createFileRoute('/_authenticated/team/')({
  ...list,
  staticData: catalogScreen({ entity: 'team', label: msg`Команда`, icon: IconUsers, order: 50 }),
  // Managers are shown only to roles with manager visibility (spec section 6): the others get
  // the list without the managers filter rather than a filter that cannot load.
  beforeLoad: async (ctx: { context: AccessRouterContext }): Promise<ScreenContext> => {
    const [screen, access] = await Promise.all([
      list.beforeLoad(ctx),
      ensurePermissions(ctx.context),
    ]);
    if (access.rights.manager_visibility) return screen;
    const { teamResourceWithoutManagers } = await import('#src/resources/users');
    return { resourceScreen: { ...screen.resourceScreen, resource: teamResourceWithoutManagers } };
  },
});
