import { PERMISSION_LEVELS, type PermissionLevel } from '#src/access/can';
import { DERIVED_RIGHTS, type DerivedRight } from '#src/access/derived-rights';
import type { PermissionArea } from '#src/access/permission-values';
import { PERMISSION_AREAS } from '#src/contracts/enums';

/** The answer of every refusal by the permission layer (403); 401 is the auth layer's. */
export const FORBIDDEN = 'Недостаточно прав';

/** An area permission (spec section 6), optionally also a role-derived right. */
export interface AreaPermission {
  /** One area, or several of which any one will do (a screen fed by users and team). */
  area: PermissionArea | readonly PermissionArea[];
  level: PermissionLevel;
  right?: DerivedRight;
  /** A path parameter holding a user id: the caller's own id needs only a sign-in. */
  selfParam?: string;
}

/** A role-derived right alone: the checker screen, admin-only screens, crowd check… */
interface RightPermission {
  right: DerivedRight;
  selfParam?: string;
}

/**
 * What a route needs, declared in its options as `config: { permission }`:
 * - `'public'` — nothing (sign-in, health, configuration, documentation, the portal's files);
 * - `'authenticated'` — a signed-in user, field-only ones included (own profile, sign-out);
 * - `'portal'` — a signed-in user who may use the portal (not field-only), no particular area;
 * - `{ area, level }` — that level on the area, merged over the projects the request targets;
 * - `{ right }` — a role-derived right.
 */
export type RoutePermission =
  | 'public'
  | 'authenticated'
  | 'portal'
  | AreaPermission
  | RightPermission;

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
}

export function areasOf(permission: AreaPermission): readonly PermissionArea[] {
  return typeof permission.area === 'string' ? [permission.area] : permission.area;
}

const AREAS = new Set<string>(PERMISSION_AREAS);

/** Why a declaration is not one, or undefined when it is well-formed. */
export function declarationProblem(permission: unknown): string | undefined {
  if (permission === undefined) return 'declares no permission';
  if (permission === 'public' || permission === 'authenticated' || permission === 'portal') return;
  if (typeof permission !== 'object' || permission === null) return 'has an unknown permission';
  const declared = permission as Partial<AreaPermission>;
  if (declared.right !== undefined && !DERIVED_RIGHTS.includes(declared.right)) {
    return `names an unknown right ${String(declared.right)}`;
  }
  if (declared.area === undefined && declared.level === undefined) {
    return declared.right === undefined ? 'declares neither an area nor a right' : undefined;
  }
  const areas = typeof declared.area === 'string' ? [declared.area] : (declared.area ?? []);
  if (areas.length === 0 || areas.some((area) => !AREAS.has(area))) {
    return `names an unknown area ${JSON.stringify(declared.area)}`;
  }
  if (!declared.level || !PERMISSION_LEVELS.includes(declared.level)) {
    return `names an unknown level ${String(declared.level)}`;
  }
}
