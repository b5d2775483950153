import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSessionUser } from '../api/session';
import { AccessDeniedPage } from '../features/auth/access-denied-page';
import { hasPortalAccess } from '../features/auth/portal-access';
import { requireSession } from '../features/auth/route-guards';

export const Route = createFileRoute('/access-denied')({
  beforeLoad: ({ location }) => {
    requireSession(location);
    const user = getSessionUser();
    if (user && hasPortalAccess(user)) throw redirect({ to: '/sfa', replace: true });
  },
  component: AccessDeniedPage,
});
