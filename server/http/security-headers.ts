import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '#server/config';

/** Origins the portal calls besides its own: services deployed apart and Sentry. */
function externalOrigins(config: AppConfig): string[] {
  const urls = [...Object.values(config.serviceUrls), config.sentryDsn];
  const origins = urls.flatMap((url) => {
    try {
      return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/**
 * No inline or foreign script may run. Styles allow 'unsafe-inline' because Mantine and Swagger
 * UI set style attributes and inject <style> elements at run time; that cannot run code.
 */
function contentSecurityPolicy(config: AppConfig): string {
  const connect = ["'self'", ...externalOrigins(config)].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Swagger UI's static files and the portal's assets keep their own caching. */
const isApiReply = (url: string) => url.startsWith('/svc/') && !url.startsWith('/svc/docs/static/');

/** Security headers on every reply; `no-store` on API replies, HSTS only over TLS. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const csp = contentSecurityPolicy(app.config);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(self), geolocation=(self), microphone=()');
    // Over plain HTTP the header is ignored at best and locks out a mis-set host at worst.
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    // Replies carrying personal data and tokens must not sit in browser or proxy caches.
    if (isApiReply(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
