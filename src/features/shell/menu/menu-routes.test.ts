import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogScreens, leafRoutes } from '#src/test-support/route-table';
import { menuLinks } from './filter-menu';
import { portalMenu } from './menu-items';

const MENU = portalMenu(catalogScreens());

/** Routes that only send the visitor elsewhere: nothing to reach. */
const REDIRECTS = ['/', '/$'];

/**
 * Every other route's way in, where the side menu has none: the file that links to it (or sends
 * the visitor there), which must still name the path (up to its first parameter).
 */
const REACHED_FROM_SCREENS: Record<string, string> = {
  '/login': 'src/features/auth/route-guards.ts',
  '/access-denied': 'src/features/auth/route-guards.ts',
  '/portal-choice': 'src/features/auth/account-menu.tsx',
  '/policies': 'src/components/layout/app-footer.tsx',
  '/sfa': 'src/features/auth/portal-choice-page.tsx',
  '/ecp': 'src/features/auth/portal-choice-page.tsx',
  '/sfa/user-profile/$userId': 'src/features/auth/account-menu.tsx',
  '/ecp/user-profile/$userId': 'src/features/auth/account-menu.tsx',
  '/login/user-profile/$userId': 'src/features/auth/portal-choice-page.tsx',
  '/notifications': 'src/features/notifications/notifications-nav-link.tsx',
  '/outbox': 'src/features/offline/outbox-nav-link.tsx',
  '/visit_feed/$visitId': 'src/features/visits/feed/feed-table.tsx',
  '/visit-check/$visitId': 'src/features/checker/list/check-visits-table.tsx',
  '/feed-task/create/$visitId': 'src/components/visit-details/visit-actions.tsx',
  '/get_photos_by_visit_id/$visitId': 'src/components/visit-details/visit-details-view.tsx',
  '/get_photos_by_question_result_id/$questionResultId':
    'src/components/visit-details/visit-results.tsx',
  '/restored-visit': 'src/features/visits/feed/feed-page.tsx',
  '/photo-report/$exportId': 'src/features/exports/export-table.tsx',
  '/restored-visit/copy/$visitId': 'src/features/visits/restored/restored-table.tsx',
  '/projects/$projectId': 'src/features/projects/projects-list.tsx',
  '/projects/create': 'src/features/projects/projects-list.tsx',
  '/team/$userId': 'src/features/users/users-screens.tsx',
  '/team/create': 'src/features/users/users-screens.tsx',
  '/users/$userId': 'src/features/users/users-screens.tsx',
  '/project-positions/$projectPositionId':
    'src/features/project-positions/project-positions-screens.tsx',
  '/project-positions/$projectPositionId/history':
    'src/features/project-positions/project-positions-screens.tsx',
  '/project-positions/create': 'src/features/project-positions/project-positions-screens.tsx',
  '/catalog/outlets/$outletId': 'src/features/outlets/outlets-screens.tsx',
  '/catalog/reference-outlets/$outletId': 'src/features/outlets/outlets-screens.tsx',
  '/catalog/reference-outlets/$outletId/outlets': 'src/features/outlets/outlets-screens.tsx',
  '/catalog/reference-outlets/create': 'src/features/outlets/outlets-screens.tsx',
  '/products/$productId': 'src/features/products/products-screens.tsx',
  '/products/create': 'src/features/products/products-screens.tsx',
  '/workflows/$workflowId': 'src/features/workflows/workflows-screens.tsx',
  '/workflows/create': 'src/features/workflows/workflows-screens.tsx',
  '/matrixes/$matrixId': 'src/features/matrices/matrices-screens.tsx',
  '/matrixes/$matrixId/rules': 'src/features/matrices/matrices-screens.tsx',
  '/matrixes/create': 'src/features/matrices/matrices-screens.tsx',
  '/catalog/outlets/$outletId/matrix': 'src/features/outlets/outlets-screens.tsx',
  '/planograms/$planogramId': 'src/features/planograms/planograms-screens.tsx',
  '/planograms/$planogramId/outlets': 'src/features/planograms/planograms-screens.tsx',
  '/planograms/create': 'src/features/planograms/planograms-screens.tsx',
  '/import-journal/$importId/$projectId': 'src/features/imports/import-journal-table.tsx',
  '/reports/$exportId': 'src/features/exports/export-table.tsx',
};

/** The path of every route that shows something, as a link writes it (no trailing slash). */
const routePaths = leafRoutes().map((route) => route.path);

const menuRoutes = menuLinks(MENU).map((link) => link.route);

describe('the side menu and the routes', () => {
  it('has only entries that open a screen of their own', () => {
    for (const route of menuRoutes) {
      expect(routePaths, `menu entry ${route}`).toContain(route);
      expect(REDIRECTS, `menu entry ${route}`).not.toContain(route);
    }
  });

  it('leaves no screen unreachable: each is in the menu or linked from a screen', () => {
    const reachable = new Set([...menuRoutes, ...Object.keys(REACHED_FROM_SCREENS), ...REDIRECTS]);
    expect(routePaths.filter((path) => !reachable.has(path))).toEqual([]);
    // The list names no screen that is gone.
    expect(Object.keys(REACHED_FROM_SCREENS).filter((path) => !routePaths.includes(path))).toEqual(
      [],
    );
  });

  it.each(Object.entries(REACHED_FROM_SCREENS))('%s is linked from %s', (path, file) => {
    const source = readFileSync(file, 'utf8');
    const fixed = path.split('$')[0];
    expect(
      source.includes(`'${path}'`) || source.includes(`"${path}"`) || source.includes(fixed),
    ).toBe(true);
  });
});
