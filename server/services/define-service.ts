import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceName } from '#server/config';
import type { ExportKindDefinition } from '#server/exports/kind';
import type { ImportKindDefinition } from '#server/imports/kind';

export interface ServiceDefinition {
  name: ServiceName;
  /** Human name, used as the OpenAPI tag. */
  title: string;
  routes: FastifyPluginAsyncZod;
  /** The import kinds of the service's entities (spec section 9), run by the import engine. */
  importKinds?: readonly ImportKindDefinition[];
  /** The export kinds of the service's lists and reports, run by the export engine. */
  exportKinds?: readonly ExportKindDefinition[];
}

/** One back-end service of the spec: a Fastify plugin mounted under `/svc/<name>`. */
export function defineService(definition: ServiceDefinition): ServiceDefinition {
  return definition;
}
