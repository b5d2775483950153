import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '#src/router';
import { catalogScreens } from './catalog-screens';

const router = createAppRouter(new QueryClient(), createMemoryHistory());

/** A screen's path as a link writes it: the index route of /projects is '/projects/'. */
const routeAt = (path: string) =>
  Object.values(router.routesById).find(
    (route) => !route.children && route.fullPath.replace(/\/$/, '') === path,
  );

describe('catalog screens', () => {
  it.each(Object.entries(catalogScreens))(
    '%s is titled by its route as written here',
    (_, screen) => {
      expect(routeAt(screen.path)?.options.staticData?.title).toBe(screen.label);
    },
  );
});
