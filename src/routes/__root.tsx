import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundRedirect } from '../components/layout/not-found-redirect';
import { RootLayout } from '../components/layout/root-layout';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Unknown paths are caught by routes/$.tsx; this handles `notFound()` thrown by a loader or
  // beforeLoad (same rule: home or sign-in) until a screen defines its own.
  notFoundComponent: NotFoundRedirect,
});
