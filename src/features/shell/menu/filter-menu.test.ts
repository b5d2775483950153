import { describe, expect, it } from 'vitest';
import { accessContext } from '#src/access/can';
import type { Permissions } from '#src/access/permission-values';
import { PERMISSION_AREAS } from '#src/contracts/enums';
import { catalogScreens } from '#src/test-support/route-table';
import { holdsRoute, isActiveRoute, menuLinks, visibleMenu } from './filter-menu';
import { portalMenu } from './menu-items';
import type { MenuEntry } from './menu-types';

const MENU = portalMenu(catalogScreens());

const all = (value: 'READ' | 'CREATE'): Permissions =>
  Object.fromEntries(PERMISSION_AREAS.map((area) => [area, value]));

const linksOf = (roles: string[], permissions: Permissions) =>
  menuLinks(visibleMenu(MENU, accessContext(roles, permissions))).map((link) => link.id);

const groupsOf = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((entry) =>
    entry.kind === 'group' ? [entry.id, ...groupsOf(entry.children)] : [],
  );

describe('the side menu through the permission context', () => {
  it('shows an administrator every entry, admin-only ones included', () => {
    const links = linksOf(['administrator'], all('CREATE'));
    expect(links).toEqual(menuLinks(MENU).map((link) => link.id));
    expect(links).toEqual(expect.arrayContaining(['/clients', 'visit-check']));
  });

  it('keeps admin-only entries from anyone else, whatever their settings', () => {
    const links = linksOf(['analyst'], all('CREATE'));
    expect(links).not.toContain('/clients');
    expect(links).not.toContain('exports-journal');
    expect(links).not.toContain('visit-check');
  });

  it('shows a client the feed, the reports and their support requests, in menu order', () => {
    const client: Permissions = {
      feeds: 'READ',
      reports: 'READ',
      photo_reports: 'READ',
      support_requests_list: 'CREATE',
      user_notifications: 'CREATE',
    };
    expect(linksOf(['client'], client)).toEqual([
      'visit-feed',
      'reports',
      'photo-report',
      'support-requests',
    ]);
    const visible = visibleMenu(MENU, accessContext(['client'], client));
    expect(groupsOf(visible)).toEqual([]);
  });

  it('gives a check manager the checker screen by role, the rest by settings', () => {
    const checker: Permissions = {
      feeds: 'READ',
      crowd_feeds: 'READ',
      photo_reports: 'READ',
      questionnaires: 'READ',
    };
    expect(linksOf(['check_manager'], checker)).toEqual([
      'visit-feed',
      'visit-check',
      'reports',
      'photo-report',
    ]);
    const visible = visibleMenu(MENU, accessContext(['check_manager'], checker));
    expect(groupsOf(visible)).toEqual([]);
  });

  it('hides every group whose children are all hidden, at any depth', () => {
    const visible = visibleMenu(MENU, accessContext(['supervisor'], { project_outlets: 'READ' }));
    expect(groupsOf(visible)).toEqual(['catalog', 'outlets']);
    expect(menuLinks(visible).map((link) => link.id)).toEqual(['/catalog/outlets', 'reports']);
  });

  it('shows nothing to a user without permissions, or to a field-only one', () => {
    expect(visibleMenu(MENU, accessContext(['supervisor'], {}))).toEqual([]);
    expect(visibleMenu(MENU, accessContext(['merchandiser'], all('CREATE')))).toEqual([]);
  });

  it('accepts READ, UPDATE or CREATE alike for showing a screen', () => {
    for (const value of ['READ', 'UPDATE', 'CREATE'] as const) {
      expect(linksOf(['leader'], { team: value })).toEqual(['/team', 'reports']);
    }
  });
});

describe('the menu data', () => {
  it('has unique ids and a route from the spec for every link', () => {
    const ids = [...menuLinks(MENU).map((link) => link.id), ...groupsOf(MENU)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const link of menuLinks(MENU)) expect(link.route).toMatch(/^\/[a-z-]+(\/[a-z-]+)?$/);
  });
});

describe('active entries', () => {
  it('marks a screen and the pages under it, not a namesake prefix', () => {
    expect(isActiveRoute('/tasks', '/tasks')).toBe(true);
    expect(isActiveRoute('/tasks', '/tasks/create')).toBe(true);
    expect(isActiveRoute('/settings', '/settings-categories')).toBe(false);
    const catalog = MENU.find((entry) => entry.id === 'catalog');
    if (!catalog) throw new Error('no catalog group');
    expect(holdsRoute(catalog, '/catalog/cities')).toBe(true);
    expect(holdsRoute(catalog, '/visit-feed')).toBe(false);
  });
});
