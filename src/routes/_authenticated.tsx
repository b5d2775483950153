import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasValidSession } from '../api/session';
import { AuthenticatedLayout } from '../features/shell/authenticated-layout';

// The guard of every signed-in screen: without a usable token, back to /login.
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: () => {
    if (!hasValidSession()) throw redirect({ to: '/login', replace: true });
  },
  component: AuthenticatedLayout,
});
