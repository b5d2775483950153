import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { APP_VERSION, type AppConfig } from './config';
import type { Database, DatabaseHandle, DatabaseKind } from './db/client';
import { registerErrorHandling } from './http/errors';
import { registerSystemRoutes } from './http/system-routes';
import { services } from './services/index';
import { registerPortal } from './web/portal';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    dbKind: DatabaseKind;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Folder of the built portal; the portal is not served when absent. */
  portalDir?: string;
  /** pino options; `false` silences the log (tests). */
  logger?: boolean | { level: string };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: true,
    // Request lines only when debugging: the API answers many polls (notifications every 5 s).
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);

  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: { title: 'SFA Portal API', version: APP_VERSION },
      tags: services.map((service) => ({ name: service.name, description: service.title })),
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/svc/docs' });

  registerSystemRoutes(app);
  for (const service of services) {
    await app.register(
      async (scope) => {
        // Every route of a service is tagged with it, so the OpenAPI document groups by service.
        scope.addHook('onRoute', (route) => {
          route.schema = { ...route.schema, tags: [service.name] };
        });
        await scope.register(service.routes);
      },
      { prefix: `/svc/${service.name}` },
    );
  }
  await registerPortal(app, options.portalDir);
  return app;
}
