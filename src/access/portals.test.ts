import { describe, expect, it } from 'vitest';
import { FIELD_ONLY_ROLES } from '#src/contracts/enums';
import { accessContext } from './can';
import type { Permissions } from './permission-values';
import { landingPortal, portalsOf } from './portals';

const access = (roles: string[], permissions: Permissions = {}) =>
  accessContext(roles, permissions);

describe('portalsOf', () => {
  it('gives field work to every portal user, the communication portal to mailing readers', () => {
    expect(
      portalsOf(access(['supervisor'], { feeds: 'CREATE', user_notifications: 'CREATE' })),
    ).toEqual(['sfa']);
    expect(portalsOf(access(['leader'], { notifications: 'READ' }))).toEqual(['sfa', 'ecp']);
    expect(portalsOf(access(['client'], { notifications: 'UPDATE' }))).toEqual(['sfa', 'ecp']);
    expect(portalsOf(access(['administrator'], { notifications: 'CREATE' }))).toEqual([
      'sfa',
      'ecp',
    ]);
  });

  it('does not take reading one’s own notifications for the communication portal', () => {
    expect(portalsOf(access(['analyst'], { user_notifications: 'CREATE' }))).toEqual(['sfa']);
  });

  it.each(FIELD_ONLY_ROLES)('gives %s neither, whatever the settings say', (role) => {
    expect(portalsOf(access([role], { notifications: 'CREATE' }))).toEqual([]);
  });
});

describe('landingPortal', () => {
  it('sends a one-portal user there, whatever was remembered', () => {
    expect(landingPortal(['sfa'], null)).toBe('sfa');
    expect(landingPortal(['sfa'], 'ecp')).toBe('sfa');
  });

  it('sends a two-portal user to the remembered portal, or asks', () => {
    expect(landingPortal(['sfa', 'ecp'], 'ecp')).toBe('ecp');
    expect(landingPortal(['sfa', 'ecp'], 'sfa')).toBe('sfa');
    expect(landingPortal(['sfa', 'ecp'], null)).toBeUndefined();
    expect(landingPortal(['sfa', 'ecp'], undefined)).toBeUndefined();
  });

  it('has nowhere to send a user without a portal', () => {
    expect(landingPortal([], 'sfa')).toBeUndefined();
  });
});
