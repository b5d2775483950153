import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundRedirect } from '../components/layout/not-found-redirect';
import { RootLayout } from '../components/layout/root-layout';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Paths under an existing route (e.g. /sfa/nothing-here) end up here rather than in `$`.
  notFoundComponent: NotFoundRedirect,
});
