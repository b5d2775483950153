import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { type AccessContext, can, canAny, type PermissionLevel } from './can';
import type { DerivedRight } from './derived-rights';
import { permissionsQueryOptions, toAccessContext } from './get-my-permissions';
import type { PermissionArea } from './permission-values';

/**
 * What a guard reads from the router context: the query client, and the selected projects once
 * the project selector puts them there (absent: all of the user's projects).
 */
export interface AccessRouterContext {
  queryClient: QueryClient;
  projectIds?: readonly number[];
}

/** The access context for the current selection, from the cache or fetched once. */
export async function ensurePermissions(context: AccessRouterContext): Promise<AccessContext> {
  const reply = await context.queryClient.ensureQueryData(
    permissionsQueryOptions(context.projectIds),
  );
  return toAccessContext(reply);
}

// Spec section 2: a route whose permission is missing redirects to /sfa.
const home = () => redirect({ to: '/sfa', replace: true });

/** `beforeLoad` of a screen that needs `level` on `area` (or on any of several areas). */
export function requirePermission(
  area: PermissionArea | readonly PermissionArea[],
  level: PermissionLevel = 'read',
) {
  return async ({ context }: { context: AccessRouterContext }): Promise<void> => {
    const access = await ensurePermissions(context);
    const allowed =
      typeof area === 'string' ? can(access, area, level) : canAny(access, area, level);
    if (!allowed) throw home();
  };
}

/** `beforeLoad` of a screen reserved for a role-derived right (admin-only, checker, crowd check). */
export function requireRight(right: DerivedRight) {
  return async ({ context }: { context: AccessRouterContext }): Promise<void> => {
    const access = await ensurePermissions(context);
    if (!access.rights[right]) throw home();
  };
}

/** Admin-only screens of spec section 6: clients and the exports journal. */
export const requireAdmin = () => requireRight('admin_only');
