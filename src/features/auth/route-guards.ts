import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { getSessionUser, hasValidSession } from '../../api/session';
import { safeRedirect } from './safe-redirect';

/** beforeLoad of screens that need a session: /login, keeping the way back. */
export function requireSession(location: ParsedLocation): void {
  if (hasValidSession() && getSessionUser()) return;
  const back = safeRedirect(location.href);
  throw redirect({ to: '/login', search: { redirect: back }, replace: true });
}

/**
 * Whether the signed-in user may use the portal at all. The rules (src/access, with their role
 * tables and contracts) load on the first signed-in screen, never with /login: the login page's
 * JS budget has no room for them.
 */
export async function signedInWithPortalAccess(): Promise<boolean> {
  const user = getSessionUser();
  if (!user) return false;
  const { hasPortalAccess } = await import('./portal-access');
  return hasPortalAccess(user);
}

/** beforeLoad of every portal screen: signed in, and not a field-only user (spec section 1). */
export async function requirePortalUser(location: ParsedLocation): Promise<void> {
  requireSession(location);
  if (!(await signedInWithPortalAccess())) {
    throw redirect({ to: '/access-denied', replace: true });
  }
}
