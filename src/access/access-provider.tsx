import { useSuspenseQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { type AccessContext, NO_ACCESS } from './can';
import { permissionsQueryOptions } from './get-my-permissions';

const AccessReactContext = createContext<AccessContext | null>(null);

/**
 * The permission context of the signed-in screens: roles, flags, derived rights and the
 * permissions merged over `projectIds` (default: all of the user's projects). Mount it once in
 * the authenticated layout, under a Suspense boundary, after the route's loader has called
 * `ensurePermissions` so that nothing suspends in practice.
 */
export function AccessProvider({
  projectIds = [],
  children,
}: {
  projectIds?: readonly number[];
  children: ReactNode;
}) {
  const { data } = useSuspenseQuery(permissionsQueryOptions(projectIds));
  return <AccessReactContext.Provider value={data}>{children}</AccessReactContext.Provider>;
}

/** For tests and stories: a fixed context, no fetching. */
export function StaticAccessProvider({
  value,
  children,
}: {
  value: AccessContext;
  children: ReactNode;
}) {
  return <AccessReactContext.Provider value={value}>{children}</AccessReactContext.Provider>;
}

/** The current access context; outside a provider, nobody may do anything. */
export function useAccess(): AccessContext {
  return useContext(AccessReactContext) ?? NO_ACCESS;
}
