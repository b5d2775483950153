import { useNavigate, useSearch } from '@tanstack/react-router';

/**
 * Where a fresh sign-in goes: back to the page that sent the visitor to /login (the `redirect`
 * search parameter, already checked to be a path of this origin), else `/`, which picks the
 * user's portal (src/features/auth/portal-landing.ts).
 */
export function useAfterSignIn(): () => Promise<void> {
  const { redirect } = useSearch({ from: '/login' });
  const navigate = useNavigate();
  return () =>
    redirect ? navigate({ href: redirect, replace: true }) : navigate({ to: '/', replace: true });
}
