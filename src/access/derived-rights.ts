import { DERIVED_RIGHTS } from '#src/contracts/access-constants';
import type { RoleFlags } from './role-flags';

export { DERIVED_RIGHTS };

export type DerivedRight = (typeof DERIVED_RIGHTS)[number];
export type DerivedRights = Record<DerivedRight, boolean>;

export function derivedRights(flags: RoleFlags): DerivedRights {
  const f = flags;
  // A field-only user has no right in the portal, whatever else a flag says.
  if (f.field_only) {
    return Object.fromEntries(DERIVED_RIGHTS.map((right) => [right, false])) as DerivedRights;
  }
  return {
    delete: f.administrator || f.crisis_manager || f.department_head || f.leader,
    restored_sign: f.crisis_manager || f.director_merchandiser || f.analyst || f.administrator,
    // The spec's "director" covers both director roles.
    profile_edit:
      f.administrator ||
      f.analyst ||
      f.director ||
      f.director_merchandiser ||
      f.leader ||
      f.department_head ||
      f.supervisor ||
      f.head_check_manager,
    user_photo_change: f.administrator || f.analyst || f.director_merchandiser || f.leader,
    manager_visibility: f.analyst || f.department_head || f.leader || f.director_merchandiser,
    admin_only: f.administrator,
    checker_screen: f.checker || f.administrator,
    // "For admin, or crowd plus check manager or head check manager" (spec section 2).
    crowd_check: f.administrator || (f.crowd_merchandiser && f.checker),
  };
}
