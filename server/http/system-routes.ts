import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '#server/config';
import { runtimeConfigSchema } from '#src/contracts/runtime-config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the process begins to stop (SIGTERM): /health answers 503 from then on. */
    draining: boolean;
  }
}

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'stopping']),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  uptime: z.number().describe('seconds since the process started'),
});

/** Routes outside the ten services: health and the portal's runtime configuration. */
export function registerSystemRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  app.decorate('draining', false);
  typed.get(
    '/health',
    {
      config: { permission: 'public' },
      schema: { tags: ['system'], response: { 200: healthSchema, 503: healthSchema } },
    },
    async (_request, reply) => {
      const answer = {
        version: APP_VERSION,
        database: app.dbKind,
        uptime: Math.round(process.uptime() * 10) / 10,
      };
      // Stopping: the balancer takes this process out while it finishes what it has.
      if (app.draining) return reply.code(503).send({ status: 'stopping', ...answer });
      let healthy = true;
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        healthy = false;
      }
      return reply.code(healthy ? 200 : 503).send({
        status: healthy ? 'ok' : 'degraded',
        ...answer,
      });
    },
  );

  typed.get(
    '/config.json',
    {
      config: { permission: 'public' },
      schema: { tags: ['system'], response: { 200: runtimeConfigSchema } },
    },
    async (_request, reply) => {
      const { config } = app;
      reply.header('cache-control', 'no-cache');
      return {
        services: config.serviceUrls,
        apiKey: config.apiKey,
        sentryDsn: config.sentryDsn,
        supportPhone: config.supportPhone,
        version: APP_VERSION,
        refetchOnWindowFocus: config.refetchOnWindowFocus,
      };
    },
  );
}
