import { describe, expect, it } from 'vitest';
import { FIELD_ONLY_ROLES, ROLE_CODES } from '#src/contracts/enums';
import { highestRank, outranks, ROLE_TIER, ROLE_TIERS } from './role-rank';

const rank = (code: string) => highestRank([code]);

describe('role ranking', () => {
  it('places every role code, and only those', () => {
    expect(Object.keys(ROLE_TIER).sort()).toEqual([...ROLE_CODES].sort());
    for (const code of ROLE_CODES) expect(ROLE_TIERS).toContain(ROLE_TIER[code]);
  });

  it('orders the tiers: administrator, management, team leads, staff, field', () => {
    const management = ['analyst', 'department_head', 'leader', 'director_merchandiser'];
    for (const code of [...management, 'crisis_manager']) {
      expect(rank('administrator')).toBeGreaterThan(rank(code));
      expect(rank(code)).toBeGreaterThan(rank('supervisor'));
      expect(rank(code)).toBeGreaterThan(rank('head_check_manager'));
    }
    for (const code of ['supervisor', 'head_check_manager']) {
      for (const lower of ['check_manager', 'client', 'report_viewer', 'photo_report']) {
        expect(rank(code)).toBeGreaterThan(rank(lower));
      }
    }
    for (const field of FIELD_ONLY_ROLES)
      expect(rank('check_manager')).toBeGreaterThan(rank(field));
  });

  it('lets a user reach their own rank and below, never above', () => {
    expect(outranks(['supervisor'], ['supervisor'])).toBe(false);
    expect(outranks(['merchandiser'], ['supervisor'])).toBe(false);
    expect(outranks(['department_head'], ['supervisor'])).toBe(true);
    // The highest role counts on both sides.
    expect(outranks(['merchandiser', 'leader'], ['supervisor'])).toBe(true);
    expect(outranks(['leader'], ['supervisor', 'analyst'])).toBe(false);
  });

  it('ranks an unknown code of the target at the top and grants nothing to the manager', () => {
    expect(outranks(['emperor'], ['analyst'])).toBe(true);
    expect(outranks(['emperor'], ['administrator'])).toBe(false);
    expect(highestRank(['emperor'])).toBe(-1);
    expect(outranks(['merchandiser'], ['emperor'])).toBe(true);
    expect(outranks([], [])).toBe(false);
  });
});
