import { useAccess } from './access-provider';
import { can, canAny, type PermissionLevel } from './can';
import type { DerivedRight } from './derived-rights';
import type { PermissionArea } from './permission-values';
import type { RoleFlag } from './role-flags';

/** `level` on `area` (one, or any of several) in the selected projects. */
export function useCan(area: PermissionArea | readonly PermissionArea[], level: PermissionLevel) {
  const access = useAccess();
  return typeof area === 'string' ? can(access, area, level) : canAny(access, area, level);
}

export function useRoleFlag(flag: RoleFlag): boolean {
  return useAccess().flags[flag];
}

export function useRight(right: DerivedRight): boolean {
  return useAccess().rights[right];
}
