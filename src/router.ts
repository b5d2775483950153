import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteError, RouteNotFound } from '#src/components/layout/route-error';
import { routeTree } from '#src/routeTree.gen';

/** `history`: the browser's (main.tsx makes it a task ahead), a memory history in tests. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders only start queries (docs/decisions/018-loaders-start-screens-read.md); TanStack
    // Query decides what is fresh, not the router.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // One error screen and one not-found screen for every route, each rendered where the
    // failed screen would be: inside the shell, with its menu, for a signed-in user.
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: RouteNotFound,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
