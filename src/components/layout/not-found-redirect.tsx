import { Navigate } from '@tanstack/react-router';
import { hasValidSession } from '../../api/session';

/** An unknown path: home when signed in, sign-in otherwise (spec section 2). */
export function NotFoundRedirect() {
  return <Navigate to={hasValidSession() ? '/sfa' : '/login'} replace />;
}
