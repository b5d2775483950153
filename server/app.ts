import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { registerRoutePermissions, scopePermission } from '#server/access/route-permission';
import { APP_VERSION, type AppConfig } from '#server/config';
import type { Database, DatabaseHandle, DatabaseKind } from '#server/db/client';
import { frameworkErrors, registerErrorHandling } from '#server/http/errors';
import { registerIdempotency } from '#server/http/idempotency';
import { openapiOptions } from '#server/http/openapi';
import { serializerCompiler } from '#server/http/response-serializer';
import { registerSecurityHeaders } from '#server/http/security-headers';
import { registerSystemRoutes } from '#server/http/system-routes';
import { registerJobs } from '#server/jobs/register-jobs';
import { LOG_REDACTIONS } from '#server/log-redactions';
import { exportKindsOf, importKindsOf, services } from '#server/services/index';
import { appFileStorage } from '#server/storage/app-storage';
import type { FileStorage } from '#server/storage/file-storage';
import { registerPortal } from '#server/web/portal';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    dbKind: DatabaseKind;
    /** Where stored files live; one store, with its connections, per process. */
    storage: FileStorage;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Folder of the built portal; the portal is not served when absent. */
  portalDir?: string;
  /** pino options; `false` silences the log (tests); a stream receives the JSON lines instead of stdout. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const logger = options.logger ?? { level: config.logLevel };
  const app = Fastify({
    logger: logger && { ...(logger === true ? {} : logger), redact: LOG_REDACTIONS },
    trustProxy: config.trustProxy,
    frameworkErrors,
    // Request lines only when debugging: the API answers many polls (notifications every 5 s).
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // First: every route registered from here on must declare its permission.
  registerRoutePermissions(app);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('storage', appFileStorage(config));
  app.decorate('importKinds', importKindsOf(services));
  app.decorate('exportKinds', exportKindsOf(services));
  app.addHook('onClose', () => app.storage.close());
  registerSecurityHeaders(app);
  registerIdempotency(app);

  await app.register(compress, { threshold: 1024 });
  await app.register(
    swagger,
    openapiOptions({
      info: { title: 'SFA Portal API', version: APP_VERSION },
      tags: services.map((service) => ({ name: service.name, description: service.title })),
    }),
  );
  // The documentation and the portal's files are public; their plugins take no route options.
  await app.register(async (scope) => {
    scopePermission(scope, 'public');
    await scope.register(swaggerUi, { routePrefix: '/svc/docs' });
  });

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
  await app.register(async (scope) => {
    scopePermission(scope, 'public');
    await registerPortal(scope, options.portalDir);
  });
  registerJobs(app);
  return app;
}
