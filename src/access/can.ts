import { type DerivedRights, derivedRights } from './derived-rights';
import { atLeast, type PermissionArea, type Permissions } from './permission-values';
import { type RoleFlags, roleFlags } from './role-flags';

/** What a button or a screen may ask for: see, create, change, delete. */
export const PERMISSION_LEVELS = ['read', 'create', 'update', 'delete'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

/** Everything the access rules need about one user in the selected projects. */
export interface AccessContext {
  roles: readonly string[];
  flags: RoleFlags;
  rights: DerivedRights;
  /** Merged over the selected projects. */
  permissions: Permissions;
}

export function accessContext(roles: readonly string[], permissions: Permissions): AccessContext {
  const flags = roleFlags(roles);
  return { roles, flags, rights: derivedRights(flags), permissions };
}

/** Nobody: what the portal assumes before it knows better. */
export const NO_ACCESS: AccessContext = accessContext([], {});

/**
 * Spec section 6: a screen is visible with READ, CREATE or UPDATE; create needs CREATE; update
 * needs UPDATE or CREATE; delete needs the Delete right plus at least UPDATE. A field-only user
 * can do nothing in the portal.
 */
export function can(context: AccessContext, area: PermissionArea, level: PermissionLevel): boolean {
  if (context.flags.field_only) return false;
  const value = context.permissions[area];
  switch (level) {
    case 'read':
      return atLeast(value, 'READ');
    case 'create':
      return atLeast(value, 'CREATE');
    case 'update':
      return atLeast(value, 'UPDATE');
    case 'delete':
      return context.rights.delete && atLeast(value, 'UPDATE');
  }
}

/** Any of several areas: a screen fed by two of them (users and team) needs one. */
export function canAny(
  context: AccessContext,
  areas: readonly PermissionArea[],
  level: PermissionLevel,
): boolean {
  return areas.some((area) => can(context, area, level));
}
