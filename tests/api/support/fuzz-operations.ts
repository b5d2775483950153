import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { DeclaredRoute } from '#server/access/route-permission';
import type { RoutePermission } from '#server/access/route-permission-types';
import { bodyValue, hostileText, idArbitrary, type JsonSchema, validValue } from './fuzz-values';

/** One documented operation: the route table's permission with the OpenAPI request schemas. */
export interface FuzzOperation {
  method: string;
  /** The route as Fastify knows it, e.g. `/svc/main/cities/:id/`. */
  url: string;
  permission: RoutePermission;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  body?: JsonSchema;
  /**
   * The 2xx statuses whose reply the route declares a schema for (and so validates against);
   * empty for routes answering files, archives or nothing.
   */
  successStatuses: number[];
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: unknown }>;
}

/**
 * Every operation of the OpenAPI document, joined with its permission from the route table: a
 * route added tomorrow is fuzzed the day it lands. A documented route missing from the table
 * fails, so the two cannot drift apart.
 */
export function collectOperations(app: FastifyInstance): FuzzOperation[] {
  const document = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const declared = new Map<string, DeclaredRoute>();
  for (const route of app.declaredRoutes) {
    for (const method of route.method.split(',')) declared.set(`${method} ${route.url}`, route);
  }
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      const route = declared.get(`${upper} ${url}`);
      if (!route) throw new Error(`${upper} ${url} is documented but not in the route table`);
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content;
      operations.push({
        method: upper,
        url,
        permission: route.permission,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema, required: Boolean(p.required) })),
        body: content ? Object.values(content)[0]?.schema : undefined,
        successStatuses: Object.entries(operation.responses ?? {})
          .filter(([, response]) => response.content !== undefined)
          .map(([status]) => Number(status))
          .filter((status) => status >= 200 && status < 300),
      });
    }
  }
  return operations;
}

/** What one generated request is made of, before it becomes an inject call. */
export interface FuzzRequest {
  path: Record<string, string>;
  query: Record<string, string>;
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; type: string; text: string };
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Path ids: mostly seeded rows (never the fuzzing users themselves), sometimes hostile text. */
function pathValue(excludedIds: ReadonlySet<number>) {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: idArbitrary()
        .filter((id) => !excludedIds.has(id))
        .map(String),
    },
    { weight: 2, arbitrary: hostileText },
  );
}

function queryValue(schema: JsonSchema, excludedIds: ReadonlySet<number>) {
  const valid = schema.pattern?.startsWith('^[1-9]')
    ? pathValue(excludedIds)
    : validValue(schema).map(textOf);
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: hostileText });
}

/** Multipart garbage for the upload routes: they read their body themselves. */
const rawBody = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.constant({ kind: 'json' as const, value: {} }),
  fc.string({ unit: 'binary', maxLength: 200 }).map((text) => ({
    kind: 'raw' as const,
    type: 'multipart/form-data; boundary=fuzz',
    text: `--fuzz\r\nContent-Disposition: form-data; name="type"\r\n\r\n${text}\r\n--fuzz--\r\n`,
  })),
);

export function requestArbitrary(
  operation: FuzzOperation,
  excludedIds: ReadonlySet<number>,
): fc.Arbitrary<FuzzRequest> {
  const path = fc.record(
    Object.fromEntries(operation.pathParams.map((p) => [p.name, pathValue(excludedIds)])),
  );
  const query = fc.record(
    Object.fromEntries(
      operation.queryParams.map((p) => [p.name, queryValue(p.schema, excludedIds)]),
    ),
    { requiredKeys: operation.queryParams.filter((p) => p.required).map((p) => p.name) },
  ) as fc.Arbitrary<Record<string, string>>;
  const writes = ['POST', 'PUT', 'PATCH'].includes(operation.method);
  const body: fc.Arbitrary<FuzzRequest['body']> = operation.body
    ? bodyValue(operation.body).map((value) => ({ kind: 'json' as const, value }))
    : writes
      ? rawBody
      : fc.constant({ kind: 'none' as const });
  return fc.record({ path, query, body });
}

/** The inject call of a generated request. */
export function injectOptions(operation: FuzzOperation, request: FuzzRequest): InjectOptions {
  const url = operation.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(request.path[name] ?? '1'),
  );
  const search = new URLSearchParams(request.query).toString();
  const options: InjectOptions = {
    method: operation.method as InjectOptions['method'],
    url: search ? `${url}?${search}` : url,
  };
  if (request.body.kind === 'json') {
    options.payload = JSON.stringify(request.body.value ?? null);
    options.headers = { 'content-type': 'application/json' };
  } else if (request.body.kind === 'raw') {
    options.payload = request.body.text;
    options.headers = { 'content-type': request.body.type };
  }
  return options;
}
