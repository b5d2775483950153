import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasValidSession } from '../api/session';

// Any unknown path: signed-in users go home, everyone else to sign-in (spec section 2).
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: hasValidSession() ? '/sfa' : '/login', replace: true });
  },
});
