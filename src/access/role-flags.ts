import type { ROLE_FLAGS } from '#src/contracts/access-constants';
import { FIELD_ONLY_ROLES, ROLE_CODES, type RoleCode } from '#src/contracts/enums';

export type RoleFlag = (typeof ROLE_FLAGS)[number];
export type RoleFlags = Record<RoleFlag, boolean>;

const known = new Set<string>(ROLE_CODES);
const fieldOnly = new Set<string>(FIELD_ONLY_ROLES);

/**
 * Spec sections 1 and 8: a user gets into the portal with at least one known role that is not a
 * pure field role. Field roles only, no role at all, or only codes the portal does not know: no.
 */
export function isFieldOnly(roles: readonly string[]): boolean {
  return !roles.some((role) => known.has(role) && !fieldOnly.has(role));
}

export function roleFlags(roles: readonly string[]): RoleFlags {
  const has = new Set(roles);
  const is = (code: RoleCode) => has.has(code);
  return {
    administrator: is('administrator'),
    checker: is('check_manager') || is('head_check_manager'),
    check_manager: is('check_manager'),
    head_check_manager: is('head_check_manager'),
    client: is('client'),
    report_viewer: is('report_viewer') || is('visits_report'),
    questionnaires_report: is('questionnaires_report'),
    photo_report: is('photo_report'),
    crowd_merchandiser: is('crowd_merchandiser'),
    analyst: is('analyst'),
    department_head: is('department_head'),
    leader: is('leader'),
    director: is('director'),
    director_merchandiser: is('director_merchandiser'),
    supervisor: is('supervisor'),
    crisis_manager: is('crisis_manager'),
    test_user: is('test_user'),
    field_only: isFieldOnly(roles),
  };
}
