import { describe, expect, it } from 'vitest';
import { leafRoutes } from '#src/test-support/route-table';

/** Routes that only send the visitor elsewhere: no screen, so no title of their own. */
const REDIRECTS = ['/$', '/'];

describe('screen titles', () => {
  it('are set by every route that shows a screen', () => {
    const screens = leafRoutes().filter((route) => !REDIRECTS.includes(route.path));
    expect(screens.length).toBeGreaterThan(40);
    const untitled = screens.filter((route) => !route.title).map((route) => route.path);
    expect(untitled).toEqual([]);
  });
});
