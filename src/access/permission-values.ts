import { PERMISSION_AREAS, PERMISSION_VALUES, type SETTING_RIGHTS } from '#src/contracts/enums';

export type PermissionArea = (typeof PERMISSION_AREAS)[number];
/** READ < UPDATE < CREATE: each grants what the ones before it grant. */
export type PermissionValue = (typeof PERMISSION_VALUES)[number];
export type SettingRight = (typeof SETTING_RIGHTS)[number];
/** The best value per area; an area that is absent is not accessible. */
export type Permissions = Partial<Record<PermissionArea, PermissionValue>>;

const rank = (value: PermissionValue | undefined) =>
  value === undefined ? -1 : PERMISSION_VALUES.indexOf(value);

/** `value` grants at least `needed` (CREATE also grants UPDATE, UPDATE also READ). */
export function atLeast(value: PermissionValue | undefined, needed: PermissionValue): boolean {
  return rank(value) >= rank(needed);
}

function bestOf(
  a: PermissionValue | undefined,
  b: PermissionValue | undefined,
): PermissionValue | undefined {
  return rank(a) >= rank(b) ? a : b;
}

/** Spec section 6: permissions are merged over all selected projects, the best value per area. */
export function mergePermissions(perProject: Iterable<Permissions>): Permissions {
  const merged: Permissions = {};
  for (const permissions of perProject) {
    for (const area of PERMISSION_AREAS) {
      const value = bestOf(merged[area], permissions[area]);
      if (value) merged[area] = value;
    }
  }
  return merged;
}

/**
 * A rights-type setting's value as a permission. Area settings offer no_access, read, update and
 * create; delete is a role-derived right, so a stray 'delete' value counts as the update it
 * includes. Anything else (no_access, unknown text) grants nothing.
 */
export function rightToPermission(value: string | null | undefined): PermissionValue | undefined {
  switch (value) {
    case 'read':
      return 'READ';
    case 'update':
    case 'delete':
      return 'UPDATE';
    case 'create':
      return 'CREATE';
    default:
      return undefined;
  }
}

export function permissionToRight(value: PermissionValue | undefined): SettingRight {
  return value ? (value.toLowerCase() as SettingRight) : 'no_access';
}
