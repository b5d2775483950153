/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { RUNTIME_CONFIG_CACHE, RUNTIME_CONFIG_URL } from '#src/lib/runtime-config-parse';
import {
  type ConfigCopyDeps,
  refreshRuntimeConfigCopy,
  serveRuntimeConfig,
} from '#src/offline/runtime-config-copy';

declare const self: ServiceWorkerGlobalScope;

/**
 * The runtime configuration, network first with a last good copy (src/offline/runtime-config-copy.ts),
 * so the installed portal starts without a network even when local storage lost its own copy.
 * The copy is taken at install already: the page that installs the worker fetched /config.json
 * before the worker controlled it.
 */
export function registerRuntimeConfigCopy(): void {
  const key = new URL(RUNTIME_CONFIG_URL, self.location.href).href;
  const deps: ConfigCopyDeps = {
    fetch: (request) => fetch(request),
    cache: () => caches.open(RUNTIME_CONFIG_CACHE),
    key,
  };
  self.addEventListener('install', (event) => {
    const request = new Request(key, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    // Offline or refused at install: the first start online takes the copy instead.
    event.waitUntil(refreshRuntimeConfigCopy(request, deps).catch(() => false));
  });
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' &&
      url.origin === self.location.origin &&
      url.pathname === RUNTIME_CONFIG_URL,
    ({ request, event }) =>
      serveRuntimeConfig(request, {
        ...deps,
        waitUntil: (work) => (event as ExtendableEvent).waitUntil(work),
      }),
  );
}
