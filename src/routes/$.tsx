import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireSession } from '#src/features/auth/route-guards';

// Any unknown path (spec section 2): signed-in users go home; everyone else signs in first and
// comes back here, which matters for screens a newer version of the portal will have.
export const Route = createFileRoute('/$')({
  beforeLoad: ({ location }) => {
    requireSession(location);
    throw redirect({ to: '/sfa', replace: true });
  },
});
