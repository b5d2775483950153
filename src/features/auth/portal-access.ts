import { derivedRights } from '#src/access/derived-rights';
import { isFieldOnly, roleFlags } from '#src/access/role-flags';
import { outranks } from '#src/access/role-rank';
import type { SessionUser } from '#src/api/session';

type WithRoles = Pick<SessionUser, 'roles'>;

const codesOf = (user: WithRoles) => user.roles.map((role) => role.sys_name);

/**
 * Spec sections 1 and 8: pure field roles cannot use the portal. The rule itself lives in the
 * permission context (src/access), which the server enforces alike.
 */
export function hasPortalAccess(user: WithRoles): boolean {
  return !isFieldOnly(codesOf(user));
}

/** Spec section 6, derived rights 'Profile edit' and 'User photo change'. */
export const canEditProfile = (user: WithRoles) =>
  derivedRights(roleFlags(codesOf(user))).profile_edit;
export const canChangeUserPhoto = (user: WithRoles) =>
  derivedRights(roleFlags(codesOf(user))).user_photo_change;

/**
 * Editing another's profile also stops at anyone ranked above the viewer (src/access/role-rank).
 * The server further asks for a shared project where the viewer may update the team; the
 * portal leaves that to its answer rather than load the target's projects' permissions here.
 */
export const canEditProfileOf = (
  viewer: WithRoles & { id: number },
  target: WithRoles & { id: number },
) =>
  canEditProfile(viewer) &&
  (viewer.id === target.id || !outranks(codesOf(target), codesOf(viewer)));
