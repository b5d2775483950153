import { describe, expect, it } from 'vitest';
import { FIELD_ONLY_ROLES } from '#src/contracts/enums';
import {
  canChangeUserPhoto,
  canEditProfile,
  canEditProfileOf,
  hasPortalAccess,
} from './portal-access';

const withRoles = (...codes: string[]) => ({ roles: codes.map((sys_name) => ({ sys_name })) });

describe('hasPortalAccess', () => {
  it.each(FIELD_ONLY_ROLES)('refuses a user whose only role is %s', (role) => {
    expect(hasPortalAccess(withRoles(role))).toBe(false);
  });

  it('refuses a user with several field roles, one with no role, one with unknown roles only', () => {
    expect(hasPortalAccess(withRoles('merchandiser', 'stompy', 'trial_crowd'))).toBe(false);
    expect(hasPortalAccess(withRoles())).toBe(false);
    expect(hasPortalAccess(withRoles('no_such_role'))).toBe(false);
  });

  it('admits a user with one portal role among field roles', () => {
    expect(hasPortalAccess(withRoles('administrator'))).toBe(true);
    expect(hasPortalAccess(withRoles('merchandiser', 'supervisor'))).toBe(true);
    expect(hasPortalAccess(withRoles('test_user'))).toBe(true);
  });
});

describe('profile rights (spec section 6)', () => {
  it.each([
    ['administrator', true, true],
    ['analyst', true, true],
    ['director', true, false],
    ['leader', true, true],
    ['department_head', true, false],
    ['supervisor', true, false],
    ['head_check_manager', true, false],
    // src/access reads the spec's "director" as both director roles.
    ['director_merchandiser', true, true],
    ['check_manager', false, false],
    ['client', false, false],
    ['report_viewer', false, false],
  ])('%s: edit %s, photo %s', (role, edit, photo) => {
    expect(canEditProfile(withRoles(role))).toBe(edit);
    expect(canChangeUserPhoto(withRoles(role))).toBe(photo);
  });
});

describe('editing another profile', () => {
  const person = (id: number, ...codes: string[]) => ({ id, ...withRoles(...codes) });

  it('stops at a user ranked above the viewer, but not at equals or their own', () => {
    const supervisor = person(1, 'supervisor');
    expect(canEditProfileOf(supervisor, person(2, 'merchandiser'))).toBe(true);
    expect(canEditProfileOf(supervisor, person(3, 'supervisor'))).toBe(true);
    expect(canEditProfileOf(supervisor, person(4, 'department_head'))).toBe(false);
    expect(canEditProfileOf(person(5, 'leader', 'supervisor'), person(5, 'leader'))).toBe(true);
    expect(canEditProfileOf(person(6, 'administrator'), person(7, 'administrator'))).toBe(true);
    expect(canEditProfileOf(person(8, 'check_manager'), person(9, 'merchandiser'))).toBe(false);
  });
});
