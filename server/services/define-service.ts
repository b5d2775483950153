import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceName } from '#server/config';

export interface ServiceDefinition {
  name: ServiceName;
  /** Human name, used as the OpenAPI tag. */
  title: string;
  routes: FastifyPluginAsyncZod;
}

/** One back-end service of the spec: a Fastify plugin mounted under `/svc/<name>`. */
export function defineService(definition: ServiceDefinition): ServiceDefinition {
  return definition;
}
