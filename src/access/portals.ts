import type { Portal } from '#src/contracts/portal-constants';
import { type AccessContext, can } from './can';

/**
 * The portals a user may use, from their access merged over all of their projects (the portal
 * and the server ask the same). The field-work portal is every portal user's home: spec section
 * 2 sends unknown and forbidden routes there. The unified communication portal is the mailings
 * and sent notifications of the `notifications` area (the server's `/cp/` calls), so it is for
 * those who may read that area somewhere. A field-only user may use neither.
 */
export function portalsOf(access: AccessContext): Portal[] {
  if (access.flags.field_only) return [];
  return can(access, 'notifications', 'read') ? ['sfa', 'ecp'] : ['sfa'];
}

/**
 * Where a sign-in lands: the only portal a user may use, else the one they chose last while it
 * is still theirs; undefined means ask.
 */
export function landingPortal(
  portals: readonly Portal[],
  remembered: Portal | null | undefined,
): Portal | undefined {
  if (portals.length === 1) return portals[0];
  if (remembered && portals.includes(remembered)) return remembered;
  return undefined;
}
