import type { QueryClient } from '@tanstack/react-query';
import { startTokenRefresh } from '#src/api/refresh-timer';
import {
  getSessionUser,
  reloadSession,
  type SessionChange,
  subscribeSession,
} from '#src/api/session';
import type { AppRouter } from '#src/router';

/**
 * Runs for the life of the page (started by main.tsx): keeps the access token fresh, and applies
 * session changes that did not come from this tab's own sign-in or sign-out —
 * - a refused refresh or a sign-out in another tab: wipe everything local, go to /login;
 * - a sign-in in another tab: leave /login (the router re-runs its guards);
 * - a page restored from the back/forward cache after the session ended: the same, so no
 *   rendered data of the previous user stays on screen.
 */
export function keepSession(queryClient: QueryClient, router: AppRouter): () => void {
  const stopRefresh = startTokenRefresh();
  let userId = getSessionUser()?.id;

  const onChange = (change: SessionChange) => {
    const user = getSessionUser();
    const previous = userId;
    userId = user?.id;
    if (change === 'local') return;
    if (!user) {
      if (previous !== undefined) {
        // Loaded on demand: this rarely runs, and /login does not need the module to show.
        void import('#src/api/sign-out')
          .then(({ wipeLocalData }) => wipeLocalData(queryClient))
          .then(() => {
            // A route guard may be on its way there already, with the page to come back to.
            if (router.state.location.pathname === '/login') return;
            return router.navigate({ to: '/login', replace: true });
          });
      }
      return;
    }
    // Another person signed in elsewhere: nothing cached for the previous one may show.
    if (previous !== undefined && previous !== user.id) queryClient.clear();
    if (previous !== user.id) void router.invalidate();
  };

  // A page frozen in the back/forward cache missed the storage events of a sign-out: re-read,
  // and the change handler above clears it.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) reloadSession();
  };

  const unsubscribe = subscribeSession(onChange);
  globalThis.addEventListener?.('pageshow', onPageShow);
  return () => {
    stopRefresh();
    unsubscribe();
    globalThis.removeEventListener?.('pageshow', onPageShow);
  };
}
