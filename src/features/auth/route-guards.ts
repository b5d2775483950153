import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { getSessionUser, hasValidSession } from '../../api/session';
import { hasPortalAccess } from './portal-access';
import { safeRedirect } from './safe-redirect';

/** beforeLoad of screens that need a session: /login, keeping the way back. */
export function requireSession(location: ParsedLocation): void {
  if (hasValidSession() && getSessionUser()) return;
  const back = safeRedirect(location.href);
  throw redirect({ to: '/login', search: back ? { redirect: back } : {}, replace: true });
}

/** beforeLoad of every portal screen: signed in, and not a field-only user (spec section 1). */
export function requirePortalUser(location: ParsedLocation): void {
  requireSession(location);
  const user = getSessionUser();
  if (user && !hasPortalAccess(user)) throw redirect({ to: '/access-denied', replace: true });
}
