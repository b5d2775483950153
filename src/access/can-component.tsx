import type { ReactNode } from 'react';
import { useAccess } from './access-provider';
import { can, canAny, type PermissionLevel } from './can';
import type { DerivedRight } from './derived-rights';
import type { PermissionArea } from './permission-values';

type CanProps = {
  children: ReactNode;
  /** Shown instead when the permission is missing; nothing by default. */
  fallback?: ReactNode;
} & (
  | {
      area: PermissionArea | readonly PermissionArea[];
      level: PermissionLevel;
      right?: DerivedRight;
    }
  | { area?: undefined; level?: undefined; right: DerivedRight }
);

/**
 * Renders its children only with the permission: `<Can area="tasks" level="create">` around a
 * create button, `<Can right="admin_only">` around an admin-only link. With both an area and a
 * right, both are needed.
 */
export function Can({ children, fallback = null, ...need }: CanProps) {
  const access = useAccess();
  let allowed = need.right ? access.rights[need.right] : true;
  if (allowed && need.area !== undefined && need.level !== undefined) {
    allowed =
      typeof need.area === 'string'
        ? can(access, need.area, need.level)
        : canAny(access, need.area, need.level);
  }
  return <>{allowed ? children : fallback}</>;
}
