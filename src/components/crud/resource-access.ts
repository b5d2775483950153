import { useAccess } from '#src/access/access-provider';
import { type AccessContext, can, canAny, type PermissionLevel } from '#src/access/can';
import { requirePermission, requireRight } from '#src/access/route-guards';
import { useCan } from '#src/access/use-can';
import type { AnyResource } from './resource-definition';

/**
 * Spec section 6 for a resource: an area's project permissions, or a role-derived right
 * (clients: admin only), where changing also needs the Delete right to delete.
 */
export function resourceCan(access: AccessContext, resource: AnyResource, level: PermissionLevel) {
  const permission = resource.permission;
  // A shared reference list: every portal user reads it, nobody changes it here. A route with a
  // rule of its own: the server decides, the screen offers reading.
  if (permission === 'portal' || permission === 'route') return level === 'read';
  if ('area' in permission) {
    const { area, right } = permission;
    const allowed =
      typeof area === 'string' ? can(access, area, level) : canAny(access, area, level);
    return allowed && (right === undefined || access.rights[right]);
  }
  return access.rights[permission.right] && (level !== 'delete' || access.rights.delete);
}

export function useResourceCan(resource: AnyResource, level: PermissionLevel): boolean {
  return resourceCan(useAccess(), resource, level);
}

/** `beforeLoad` of a resource's screens; `create` for its creation page. */
export function requireResource(resource: AnyResource, level: PermissionLevel = 'read') {
  const permission = resource.permission;
  if (permission === 'portal' || permission === 'route') return requireSignedIn;
  if (!('area' in permission)) return requireRight(permission.right);
  const { area, right } = permission;
  if (right === undefined) return requirePermission(area, level);
  return async (options: Parameters<ReturnType<typeof requireRight>>[0]) => {
    await requirePermission(area, level)(options);
    await requireRight(right)(options);
  };
}

/** The /_authenticated route already requires a signed-in portal user. */
const requireSignedIn = async () => {};

/** Exporting a list is a report: the 'reports' area's read right (spec section 6). */
export const useCanExport = () => useCan('reports', 'read');
