/// <reference lib="webworker" />
import { cacheNames } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope;

type RouterSource = 'network' | 'fetch-event' | { cacheName: string };

/** InstallEvent.addRoutes (Chromium 123+); older browsers lack it and keep the fetch handler. */
interface RoutingInstallEvent extends ExtendableEvent {
  addRoutes?: (
    rules: Array<{
      condition: { urlPattern: { pathname: string }; requestMethod?: string };
      source: RouterSource;
    }>,
  ) => Promise<void>;
}

/**
 * Requests the browser answers without waking this worker, the first rule that matches deciding.
 * A screen loads some ninety built files and a dozen calls: through the fetch handler each cost
 * the worker's thread a task and the browser a round trip to it, CPU the page's own thread
 * lacked on a two-core tablet.
 * - Built files (`/assets/…`, each named by its content hash and precached under its bare URL)
 *   come straight from the precache; one the precache lacks goes to the network, as it did
 *   through the handler.
 * - A file's content still goes to the handler: its photo cache serves it offline.
 * - The services' other calls go to the network, which the handler did too.
 */
export function registerStaticRoutes(): void {
  self.addEventListener('install', (event) => {
    const routing = event as RoutingInstallEvent;
    if (!routing.addRoutes) return;
    const base = new URL(self.registration.scope).pathname;
    routing.waitUntil(
      routing
        .addRoutes([
          {
            condition: { urlPattern: { pathname: `${base}assets/*` }, requestMethod: 'GET' },
            source: { cacheName: cacheNames.precache },
          },
          {
            condition: { urlPattern: { pathname: '*/api/v1/files/*/content/' } },
            source: 'fetch-event',
          },
          { condition: { urlPattern: { pathname: `${base}svc/*` } }, source: 'network' },
        ])
        // Without the routes the fetch handler answers as before: nothing to undo.
        .catch((error: unknown) => console.warn('Static routes not added', error)),
    );
  });
}
