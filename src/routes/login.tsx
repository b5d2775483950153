import { createFileRoute, redirect } from '@tanstack/react-router';
import { screenTitles } from '#src/components/layout/screen-titles';
import { LoginPage } from '#src/features/auth/login-page';
import { isSignedIn } from '#src/features/auth/route-guards';
import { safeRedirect } from '#src/features/auth/safe-redirect';

interface LoginSearch {
  /** The page to return to after sign-in; a path of this origin only. */
  redirect?: string;
}

export const Route = createFileRoute('/login')({
  staticData: { title: screenTitles.signIn },
  // Always set, even to undefined: the router merges the raw search in otherwise, and an
  // unchecked `redirect` would come through.
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirect: safeRedirect(search.redirect),
  }),
  // Signed in already (also: another tab just signed in): on to the requested page, else to `/`,
  // which picks the user's portal.
  beforeLoad: ({ search }) => {
    if (isSignedIn()) {
      throw redirect({ href: search.redirect ?? '/', replace: true });
    }
  },
  component: LoginPage,
});
