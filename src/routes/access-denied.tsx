import { createFileRoute, redirect } from '@tanstack/react-router';
import { screenTitles } from '#src/components/layout/screen-titles';
import { AccessDeniedPage } from '#src/features/auth/access-denied-page';
import { requireSession, signedInWithPortalAccess } from '#src/features/auth/route-guards';

export const Route = createFileRoute('/access-denied')({
  staticData: { title: screenTitles.accessDenied },
  beforeLoad: async ({ location }) => {
    requireSession(location);
    if (await signedInWithPortalAccess()) throw redirect({ to: '/sfa', replace: true });
  },
  component: AccessDeniedPage,
});
