import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasValidSession } from '../api/session';
import { LoginPage } from '../features/auth/login-page';

export const Route = createFileRoute('/login')({
  beforeLoad: () => {
    if (hasValidSession()) throw redirect({ to: '/sfa', replace: true });
  },
  component: LoginPage,
});
