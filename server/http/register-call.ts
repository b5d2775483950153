import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify';
import type * as z from 'zod/mini';
import type { RoutePermission } from '#server/access/route-permission-types';
import {
  type AnyCall,
  type Call,
  type CallRoute,
  MULTIPART_BODY,
  methodOf,
} from '#src/contracts/calls';

type Parsed<Schema> = [Schema] extends [z.ZodMiniType] ? z.output<Schema> : undefined;
type Written<Schema> = [Schema] extends [z.ZodMiniType] ? z.input<Schema> : unknown;
type Slots<C> =
  C extends Call<CallRoute, infer Params, infer Body, infer Query, infer Reply>
    ? { params: Params; body: Body; query: Query; reply: Reply }
    : never;

/** The request a call's handler gets: params, body and query as its schemas parsed them. */
export type CallRequest<C extends AnyCall> = FastifyRequest<{
  Params: Parsed<Slots<C>['params']>;
  Body: [Slots<C>['body']] extends [typeof MULTIPART_BODY] ? unknown : Parsed<Slots<C>['body']>;
  Querystring: Parsed<Slots<C>['query']>;
}>;

/** A handler answers the reply (its schema writes it) or sends its own through `reply`. */
export type CallHandler<C extends AnyCall> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<Written<Slots<C>['reply']> | FastifyReply>;

/** What some routes add: a rate limit, a hook before validation, the headers they check. */
export interface CallOptions {
  config?: Omit<FastifyContextConfig, 'permission'>;
  preValidation?: RouteShorthandOptions['preValidation'];
  headers?: z.ZodMiniType | z.core.$ZodType;
}

/** `'/visits/{id}/'` → `'/visits/:id/'`. */
const fastifyPath = (route: CallRoute) =>
  route.slice(route.indexOf(' ') + 1).replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers a call of `src/contracts`: its method and path, its permission, its schemas (params,
 * body, query, the reply under its status; a multipart body is read by the handler, a file reply
 * is sent by it) and its OpenAPI summary. A form-encoded body needs the form parser registered
 * in the route's plugin.
 */
export function registerCall<C extends AnyCall>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: CallOptions = {},
): void {
  const body = call.body === MULTIPART_BODY ? undefined : call.body;
  app.route({
    method: methodOf(call.route),
    url: fastifyPath(call.route),
    // The contract's permission is the route's, in the portal's terms.
    config: { ...options.config, permission: call.permission satisfies RoutePermission },
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    schema: {
      summary: call.summary,
      ...(call.body === MULTIPART_BODY ? { consumes: ['multipart/form-data'] } : {}),
      ...(call.form ? { consumes: ['application/x-www-form-urlencoded', 'application/json'] } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
      ...(call.params ? { params: call.params } : {}),
      ...(body ? { body } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.reply === 'file' ? {} : { response: { [call.status ?? 200]: call.reply } }),
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
