import { describe, expect, it } from 'vitest';
import { accessContext, can, canAny, type PermissionLevel } from './can';
import { mergePermissions, type PermissionValue, rightToPermission } from './permission-values';

const LEVELS: PermissionLevel[] = ['read', 'update', 'create', 'delete'];

/** Spec section 6: value of the area → [read, update, create, delete (with the Delete right)]. */
const GRANTS: [PermissionValue | undefined, boolean[]][] = [
  [undefined, [false, false, false, false]],
  ['READ', [true, false, false, false]],
  ['UPDATE', [true, true, false, true]],
  ['CREATE', [true, true, true, true]],
];

describe('can(context, area, level)', () => {
  it.each(GRANTS)('%s grants read/update/create/delete = %j to a leader', (value, expected) => {
    const context = accessContext(['leader'], value ? { feeds: value } : {});
    expect(LEVELS.map((level) => can(context, 'feeds', level))).toEqual(expected);
  });

  it('delete needs the Delete right as well as UPDATE', () => {
    const analyst = accessContext(['analyst'], { feeds: 'CREATE' });
    expect(can(analyst, 'feeds', 'update')).toBe(true);
    expect(can(analyst, 'feeds', 'delete')).toBe(false);
    const crisis = accessContext(['crisis_manager'], { feeds: 'READ' });
    expect(can(crisis, 'feeds', 'delete')).toBe(false);
  });

  it('looks at the area asked about only', () => {
    const context = accessContext(['supervisor'], { tasks: 'CREATE' });
    expect(can(context, 'tasks', 'create')).toBe(true);
    expect(can(context, 'projects', 'read')).toBe(false);
    expect(canAny(context, ['projects', 'tasks'], 'read')).toBe(true);
  });

  it('gives a field-only user nothing, whatever the settings say', () => {
    const context = accessContext(['merchandiser'], { feeds: 'CREATE' });
    expect(LEVELS.some((level) => can(context, 'feeds', level))).toBe(false);
  });
});

describe('merging over the selected projects', () => {
  it('keeps the best value per area', () => {
    const merged = mergePermissions([
      { feeds: 'READ', tasks: 'CREATE' },
      { feeds: 'UPDATE', team: 'READ' },
      {},
    ]);
    expect(merged).toEqual({ feeds: 'UPDATE', tasks: 'CREATE', team: 'READ' });
  });

  it('is empty without projects', () => {
    expect(mergePermissions([])).toEqual({});
  });
});

describe('rights-type setting values', () => {
  it.each([
    ['no_access', undefined],
    ['read', 'READ'],
    ['update', 'UPDATE'],
    ['delete', 'UPDATE'],
    ['create', 'CREATE'],
    ['nonsense', undefined],
    [null, undefined],
  ])('%s → %s', (value, expected) => {
    expect(rightToPermission(value)).toBe(expected);
  });
});
