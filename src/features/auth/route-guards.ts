import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { clearSession, getSession, getSessionUser, hasValidSession } from '#src/api/session';
import { safeRedirect } from './safe-redirect';

/**
 * Signed in with a session that can still be used. One that cannot (its refresh token expired
 * too) is ended as if the auth service had refused it, so the previous user's data does not
 * linger on the device behind the login page.
 */
export function isSignedIn(): boolean {
  if (hasValidSession() && getSessionUser()) return true;
  if (getSession()) clearSession('expired');
  return false;
}

/** beforeLoad of screens that need a session: /login, keeping the way back. */
export function requireSession(location: ParsedLocation): void {
  if (isSignedIn()) return;
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
