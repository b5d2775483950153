import { ROUTE_FILES_ELEMENT_ID, type RouteFiles } from '#src/contracts/route-files';
import { inTurn } from './one-per-task';

/**
 * Requests a task sends: each costs the page's thread more while DevTools watches, as
 * Lighthouse measures (docs/decisions/047-the-opened-routes-files-preloaded-by-the-start.md), so
 * a few a task keep each task short and still ask for the screen's files before the router
 * needs them.
 */
const FILES_PER_TASK = 3;

function routeFiles(): RouteFiles | undefined {
  const text = document.getElementById(ROUTE_FILES_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as RouteFiles;
  } catch {
    return undefined;
  }
}

/**
 * Asks for the files of these routes' screens (outermost first), a few a task, as
 * `modulepreload` links: when the router then loads a route's chunk, its imports are fetched or
 * on their way, and the module loader sends no burst of requests in one task. Without the
 * build's table (the dev server) nothing is asked for: the router loads what it needs as before.
 */
export function preloadRouteFiles(routeIds: readonly string[]): void {
  const table = routeFiles();
  if (!table) return;
  const asked = new Set<string>();
  for (const routeId of routeIds) {
    for (const index of table.routes[routeId] ?? []) {
      const href = table.files[index];
      if (href !== undefined) asked.add(href);
    }
  }
  const hrefs = [...asked];
  for (let start = 0; start < hrefs.length; start += FILES_PER_TASK) {
    const batch = hrefs.slice(start, start + FILES_PER_TASK);
    inTurn(() => {
      for (const href of batch) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
    });
  }
}
