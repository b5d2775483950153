import { describe, expect, it } from 'vitest';
import { FIELD_ONLY_ROLES, ROLE_CODES } from '#src/contracts/enums';
import { DERIVED_RIGHTS, type DerivedRight, derivedRights } from './derived-rights';
import { isFieldOnly, type RoleFlag, roleFlags } from './role-flags';

/**
 * Spec section 6, "Derived rights", as a table: the rights a user holding only that role has.
 * Roles not listed hold none. `director` counts as the spec's "director" for profile edit.
 */
const RIGHTS_OF: Partial<Record<string, DerivedRight[]>> = {
  administrator: [
    'delete',
    'restored_sign',
    'profile_edit',
    'user_photo_change',
    'admin_only',
    'checker_screen',
    'crowd_check',
  ],
  crisis_manager: ['delete', 'restored_sign'],
  department_head: ['delete', 'profile_edit', 'manager_visibility'],
  leader: ['delete', 'profile_edit', 'user_photo_change', 'manager_visibility'],
  director_merchandiser: [
    'restored_sign',
    'profile_edit',
    'user_photo_change',
    'manager_visibility',
  ],
  analyst: ['restored_sign', 'profile_edit', 'user_photo_change', 'manager_visibility'],
  director: ['profile_edit'],
  supervisor: ['profile_edit'],
  head_check_manager: ['profile_edit', 'checker_screen'],
  check_manager: ['checker_screen'],
};

describe('derived rights of each role (spec section 6)', () => {
  for (const role of ROLE_CODES) {
    it(role, () => {
      const rights = derivedRights(roleFlags([role]));
      const held = DERIVED_RIGHTS.filter((right) => rights[right]);
      expect(held).toEqual(RIGHTS_OF[role] ?? []);
    });
  }
});

describe('role flags', () => {
  it.each([
    ['check_manager', ['checker', 'check_manager']],
    ['head_check_manager', ['checker', 'head_check_manager']],
    ['report_viewer', ['report_viewer']],
    ['visits_report', ['report_viewer']],
    ['questionnaires_report', ['questionnaires_report']],
    ['photo_report', ['photo_report']],
    ['crowd_merchandiser', ['crowd_merchandiser', 'field_only']],
    ['client', ['client']],
    ['test_user', ['test_user']],
    ['rm', []],
  ] as [string, RoleFlag[]][])('%s sets %j', (role, expected) => {
    const flags = roleFlags([role]);
    const set = Object.entries(flags).filter(([, on]) => on);
    expect(set.map(([flag]) => flag).sort()).toEqual([...expected].sort());
  });
});

describe('field-only users (spec sections 1 and 8)', () => {
  it.each(FIELD_ONLY_ROLES)('%s alone cannot use the portal', (role) => {
    expect(isFieldOnly([role])).toBe(true);
    expect(Object.values(derivedRights(roleFlags([role]))).some(Boolean)).toBe(false);
  });

  it('no role, or only roles the portal does not know, is field-only too', () => {
    expect(isFieldOnly([])).toBe(true);
    expect(isFieldOnly(['space_cadet'])).toBe(true);
  });

  it('a staff role next to a field role lets the user in', () => {
    expect(isFieldOnly(['merchandiser', 'supervisor'])).toBe(false);
    expect(isFieldOnly(['promoter'])).toBe(false);
  });
});

describe('crowd check: admin, or crowd plus check manager or head check manager', () => {
  it.each([
    [['administrator'], true],
    [['crowd_merchandiser', 'check_manager'], true],
    [['crowd_merchandiser', 'head_check_manager'], true],
    [['check_manager'], false],
    [['crowd_merchandiser'], false],
    [['crowd_merchandiser', 'supervisor'], false],
  ])('%j → %s', (roles, expected) => {
    expect(derivedRights(roleFlags(roles)).crowd_check).toBe(expected);
  });

  it('rights add up over several roles', () => {
    const rights = derivedRights(roleFlags(['check_manager', 'leader']));
    expect(rights).toMatchObject({ checker_screen: true, delete: true, admin_only: false });
  });
});
