import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { type AccessContext, NO_ACCESS } from './can';
import { permissionsQueryOptions } from './get-my-permissions';

const AccessReactContext = createContext<AccessContext | null>(null);

/**
 * The permission context of the signed-in screens: roles, flags, derived rights and the
 * permissions merged over `projectIds` (default: all of the user's projects). Mount it once in
 * the authenticated layout: the route's guard has awaited `ensurePermissions` and a change of
 * projects fetches the new ones before it is made, so `pending` shows only if the cache lost
 * them. Failing with nothing cached, it throws to the route's error boundary, as the guard would.
 */
export function AccessProvider({
  projectIds = [],
  pending = null,
  children,
}: {
  projectIds?: readonly number[];
  pending?: ReactNode;
  children: ReactNode;
}) {
  const query = useQuery(permissionsQueryOptions(projectIds));
  if (query.data) {
    return <AccessReactContext.Provider value={query.data}>{children}</AccessReactContext.Provider>;
  }
  if (query.isError) throw query.error;
  return pending;
}

/** The current access context; outside a provider, nobody may do anything. */
export function useAccess(): AccessContext {
  return useContext(AccessReactContext) ?? NO_ACCESS;
}
