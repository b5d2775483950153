/// <reference lib="webworker" />
import { cacheNames } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope;

/** InstallEvent.addRoutes (Chromium 123+); older browsers lack it and keep the fetch handler. */
interface RoutingInstallEvent extends ExtendableEvent {
  addRoutes?: (
    rules: Array<{
      condition: { urlPattern: { pathname: string }; requestMethod?: string };
      source: { cacheName: string };
    }>,
  ) => Promise<void>;
}

/**
 * Built files (`/assets/…`, each named by its content hash and precached under its bare URL) are
 * answered by the browser straight from the precache, without waking this worker: a screen loads
 * some ninety of them, and through the fetch handler each one cost the worker's thread a task and
 * the browser a round trip to it, CPU the page's own thread lacked on a two-core tablet. A file
 * the precache lacks goes to the network, as it did through the handler.
 */
export function registerAssetRoutes(): void {
  self.addEventListener('install', (event) => {
    const routing = event as RoutingInstallEvent;
    if (!routing.addRoutes) return;
    routing.waitUntil(
      routing
        .addRoutes([
          {
            condition: {
              urlPattern: { pathname: `${new URL(self.registration.scope).pathname}assets/*` },
              requestMethod: 'GET',
            },
            source: { cacheName: cacheNames.precache },
          },
        ])
        // Without the routes the fetch handler answers as before: nothing to undo.
        .catch((error: unknown) => console.warn('Asset routes not added', error)),
    );
  });
}
