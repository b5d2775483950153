import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PRERENDERED_PAGES } from '#src/contracts/prerendered-pages';

const API_PREFIXES = ['/svc/', '/health', '/config.json'];

/**
 * Serves the built PWA: hashed assets cached for a year, the shell and the service worker never
 * cached (so a deploy reaches users at once), and every other GET answered with index.html so
 * client-side routes survive a reload, or with the page the build prerendered for that path;
 * HEAD answers as GET does, without the body.
 */
export async function registerPortal(app: FastifyInstance, portalDir?: string): Promise<void> {
  const hasPortal = portalDir !== undefined && existsSync(join(portalDir, 'index.html'));
  if (hasPortal) {
    await app.register(fastifyStatic, {
      root: portalDir,
      wildcard: false,
      index: false,
      // .br/.gz written at build time (build/precompress.ts).
      preCompressed: true,
      setHeaders: (res, path) => {
        if (path.includes(`${join(portalDir, 'assets')}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  // The prerendered pages the build wrote, by path (an older build may have none).
  const prerendered = new Map(
    Object.entries(PRERENDERED_PAGES).filter(
      ([, page]) => hasPortal && existsSync(join(portalDir, page)),
    ),
  );
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const path = request.url.split('?')[0] ?? '';
    // HEAD as GET without the body: health and link checkers ask with HEAD.
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (hasPortal && reading && !isApi && !/\.[a-z0-9]+$/i.test(path)) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(prerendered.get(path) ?? 'index.html');
    }
    return reply.code(404).send({ detail: 'Не найдено' });
  });
}
