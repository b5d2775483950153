/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { PRERENDERED_PAGES } from '#src/contracts/prerendered-pages';
import { registerOutboxSync } from './outbox-sync';
import { registerPhotoCache } from './photo-cache';
import { registerRuntimeConfigCopy } from './runtime-config';
import { registerStaticRoutes } from './static-routes';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

/**
 * Requests that are never the app shell, even when the browser navigates to them: the services,
 * the runtime configuration (network first, below) and the health check.
 */
const NOT_THE_SHELL = [/^\/svc\//, /^\/config\.json$/, /^\/health(?:\/|$)/];

// 1. The shell: every built asset, listed by vite-plugin-pwa at build time.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// …answered by the browser from that cache without this worker (sw/static-routes.ts).
registerStaticRoutes();

// 2. Client-side routes (/sfa, /visit-feed, …) get index.html, from the cache when offline;
// /login gets the page with its screen prerendered (build/prerender-login.ts).
for (const [path, page] of Object.entries(PRERENDERED_PAGES)) {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(page), {
      allowlist: [new RegExp(`^${path}(?:\\?|$)`)],
    }),
  );
}
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NOT_THE_SHELL }),
);

// 3. Photos the user has seen, for offline viewing (sw/photo-cache.ts).
registerPhotoCache();

// 4. The runtime configuration: network first, the last good copy without one (sw/runtime-config.ts).
registerRuntimeConfigCopy();

// 5. Outbox replay on Background Sync (sw/outbox-sync.ts; src/offline/ owns the queue).
registerOutboxSync();

// A new version waits until the page asks for it (src/components/ui/service-worker-updater.tsx);
// the very first install takes control at once.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
