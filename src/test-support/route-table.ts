import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { type CatalogScreenAt, catalogScreensOf } from '#src/resources/catalog-screens';
import { createAppRouter } from '#src/router';

/** A route that ends a path (no child routes): what the tests that walk every route read. */
export interface LeafRoute {
  /** Its path as a link writes it, parameters as `$name`, no trailing slash (`/matrixes`). */
  path: string;
  /** Its path parameters' names, in the order the path has them. */
  params: string[];
  /** Its title (`staticData.title`) in Russian, the source language; undefined without one. */
  title: string | undefined;
}

/**
 * Every leaf route of the portal's route tree, read from the router the portal builds: a route
 * added to `src/routes` is in this list the day it lands (the screen titles' test, the menu's
 * test of reachable screens, the browser suite's smoke walk).
 */
const appRoutes = () =>
  Object.values(createAppRouter(new QueryClient(), createMemoryHistory()).routesById);

/** The catalog screens the route files declare, in the menu's order: what the side menu lists. */
export const catalogScreens = (): CatalogScreenAt[] => catalogScreensOf(appRoutes());

export function leafRoutes(): LeafRoute[] {
  return appRoutes()
    .filter((route) => !route.isRoot && !route.children)
    .map((route) => {
      const path = route.fullPath === '/' ? '/' : route.fullPath.replace(/\/$/, '');
      const title = route.options.staticData?.title;
      return {
        path,
        params: [...path.matchAll(/\$(\w+)/g)].map((match) => match[1]),
        // Russian is the source language: a descriptor's message is its Russian text.
        title: title ? (title.message ?? title.id) : undefined,
      };
    });
}

/** `path` with each `$name` replaced by `values[name]`. */
export function fillPath(path: string, values: Record<string, number | string>): string {
  return path.replace(/\$(\w+)/g, (_, name: string) => String(values[name]));
}
