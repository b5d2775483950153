import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '#src/router';

const router = createAppRouter(new QueryClient(), createMemoryHistory());

/** Routes that only send the visitor elsewhere: no screen, so no title of their own. */
const REDIRECTS = ['/$', '/_authenticated/'];

describe('screen titles', () => {
  it('are set by every route that shows a screen', () => {
    const screens = Object.values(router.routesById).filter(
      (route) => !route.children && !REDIRECTS.includes(route.id),
    );
    expect(screens.length).toBeGreaterThan(40);
    const untitled = screens
      .filter((route) => !route.options.staticData?.title)
      .map((route) => route.id);
    expect(untitled).toEqual([]);
  });
});
