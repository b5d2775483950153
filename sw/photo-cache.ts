/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { KEPT_COPY_HEADER } from '#src/lib/kept-copy';
import { PHOTO_CACHE, PHOTO_CONTENT_PATH } from '#src/offline/photo-cache';
import { releaseOnVersionChange } from '#src/offline/release-on-version-change';

declare const self: ServiceWorkerGlobalScope;

/** Enough for a few days of checks; the oldest go first past it. */
const MAX_PHOTOS = 600;
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** The database workbox-expiration keeps its photo timestamps in (its own, fixed name). */
const EXPIRATION_DATABASE = 'workbox-expiration';

const newExpiration = () =>
  new ExpirationPlugin({
    maxEntries: MAX_PHOTOS,
    maxAgeSeconds: MAX_AGE_SECONDS,
    purgeOnQuotaError: true,
  });

/**
 * Photos a checker has seen stay viewable offline. A stored file never changes, so the cache is
 * tried first. The page fetches them with the bearer token (src/lib/use-file-url.ts); the
 * cache key is the bare URL, so a renewed token still finds them. Files are per user, so the
 * cache is too: sign-out and a change of user delete it (src/features/offline/start-offline.ts,
 * src/api/sign-out.ts). Only 200 answers are kept: a 401/403 must be asked again.
 */
export function registerPhotoCache(): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && PHOTO_CONTENT_PATH.test(url.pathname),
    new CacheFirst({
      cacheName: PHOTO_CACHE,
      matchOptions: { ignoreVary: true },
      plugins: [
        { cacheKeyWillBeUsed: async ({ request }) => new Request(request.url) },
        new CacheableResponsePlugin({ statuses: [200] }),
        expirationThatLetsGo(),
        markedAsKeptCopy,
      ],
    }),
  );
}

/**
 * The photos' expiration, as a plugin that lets a page delete its database: sign-out deletes
 * every database of the origin (src/api/sign-out.ts), and workbox-expiration never closes its
 * connection. Once the worker's connection let go, a new expiration takes over, opening its
 * database again when a photo is next kept.
 */
function expirationThatLetsGo(): WorkboxPlugin {
  let expiration = newExpiration();
  releaseOnVersionChange(self.indexedDB, (database) => {
    if (database === EXPIRATION_DATABASE) expiration = newExpiration();
  });
  // Both are always set on an ExpirationPlugin; its type declares them optional, as on any plugin.
  return {
    cachedResponseWillBeUsed: async (param) =>
      expiration.cachedResponseWillBeUsed
        ? expiration.cachedResponseWillBeUsed(param)
        : param.cachedResponse,
    cacheDidUpdate: async (param) => {
      await expiration.cacheDidUpdate?.(param);
    },
  };
}

/**
 * A photo answered from the cache says so (src/api/server-reachability.ts): with no server, a
 * screen of photos seen before would otherwise look like a server that answers.
 */
const markedAsKeptCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(KEPT_COPY_HEADER, '1');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};
