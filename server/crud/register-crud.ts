import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { accessOf, callerAccess } from '#server/access/permissions-request';
import type { RoutePermission } from '#server/access/route-permission-types';
import type { PermissionLevel } from '#src/access/can';
import { catalogIdParamsSchema } from '#src/contracts/catalog/catalog-list';
import { paginatedSchema } from '#src/contracts/list';
import type { AnyCrudDefinition, CrudRoute } from './definition';
import { getRow, listRows, type Row, selectionOf } from './read-rows';
import { createRow, deleteRow, notFound, patchRow } from './write-rows';
import { projectReferencesOf } from './written-references';

type Operation = 'list' | 'get' | 'create' | 'patch' | 'delete';
const LEVELS: Record<Operation, PermissionLevel> = {
  list: 'read',
  get: 'read',
  create: 'create',
  patch: 'update',
  delete: 'delete',
};

export function permissionOf(definition: AnyCrudDefinition, operation: Operation): RoutePermission {
  const { permission, name } = definition.endpoints;
  if (permission === 'portal') return 'portal';
  if (permission === 'route') throw new Error(`${name}: its routes are registered by hand`);
  if (!('area' in permission)) return { right: permission.right };
  const { area, right } = permission;
  return { area, level: LEVELS[operation], ...(right ? { right } : {}) };
}

/** `'PATCH /cities/{id}/'` as Fastify writes it: `{id}` becomes `:id`. */
function split(route: CrudRoute): { method: HTTPMethods; url: string } {
  const [method, path] = route.split(' ', 2);
  return { method: method as HTTPMethods, url: path.replace(/\{(\w+)\}/g, ':$1') };
}

/** The caller's projects where the route's right holds, for a scoped resource. */
async function scopeOf(request: FastifyRequest, definition: AnyCrudDefinition) {
  if (!definition.scope) return undefined;
  const access = await accessOf(request);
  return definition.scopeToMembership ? access.projectIds : access.permittedProjectIds;
}

/**
 * The projects a patch moving a row to another project finds the row in: every one of the
 * caller's where the patch's level holds, since the request's own scope is the target project
 * it names. The target is checked against that scope by the write.
 */
async function rowScopeOfMove(request: FastifyRequest, definition: AnyCrudDefinition) {
  const scope = await scopeOf(request, definition);
  const moving = (request.body as Row).project_id !== undefined;
  if (!scope || !moving || !request.caller || definition.scopeToMembership) return undefined;
  const permission = permissionOf(definition, 'patch');
  const access = await callerAccess(request.server.db, request.caller, undefined, permission);
  return access.permittedProjectIds;
}

/**
 * The endpoints a catalog resource's definition names: list, get, create, patch and delete, each
 * declaring its permission, validated by the resource's contract and limited to the caller's
 * projects when the resource is project-scoped.
 */
export function registerCrud(app: FastifyInstance, definition: AnyCrudDefinition): void {
  const { paths, contract, name: title } = definition.endpoints;
  selectionOf(definition);
  // Like the selection: a reference the writes could not check stops the server at start-up.
  projectReferencesOf(definition);
  const route = (operation: Operation, path: CrudRoute, summary: string, schema: object) => {
    const { method, url } = split(path);
    return {
      method,
      url,
      // Lists and single rows only read (provisional-caller.ts).
      config: {
        permission: permissionOf(definition, operation),
        readsOnly: operation === 'list' || operation === 'get',
      },
      schema: { summary, ...schema },
    };
  };
  const idParams = (request: FastifyRequest) => (request.params as { id: number }).id;

  const lists = paths.list === undefined ? [] : [paths.list].flat();
  for (const path of lists) {
    const base = route('list', path, `${title}: list`, {});
    const input = base.method === 'GET' ? 'querystring' : 'body';
    app.route({
      ...base,
      schema: {
        ...base.schema,
        [input]: contract.list,
        response: { 200: paginatedSchema(contract.row) },
      },
      handler: async (request) => {
        const filter = (input === 'body' ? request.body : request.query) as Row & {
          limit: number;
          offset: number;
        };
        return listRows(app.db, definition, filter, await scopeOf(request, definition));
      },
    });
  }
  if (paths.get) {
    app.route({
      ...route('get', paths.get, `${title}: one`, {
        params: catalogIdParamsSchema,
        response: { 200: contract.row },
      }),
      handler: async (request) => {
        const row = await getRow(
          app.db,
          definition,
          idParams(request),
          await scopeOf(request, definition),
        );
        if (!row) throw notFound();
        return row;
      },
    });
  }
  if (paths.create && contract.create) {
    app.route({
      ...route('create', paths.create, `${title}: create`, {
        body: contract.create,
        response: { 201: contract.row },
      }),
      handler: async (request, reply) => {
        const scope = await scopeOf(request, definition);
        const row = await createRow(request, definition, request.body as Row, scope, {
          keepAnswer: 201,
        });
        return reply.code(201).send(row);
      },
    });
  }
  if (paths.patch && contract.patch) {
    app.route({
      ...route('patch', paths.patch, `${title}: change`, {
        params: catalogIdParamsSchema,
        body: contract.patch,
        response: { 200: contract.row },
      }),
      handler: async (request) => {
        const scope = await scopeOf(request, definition);
        return patchRow(request, definition, idParams(request), request.body as Row, scope, {
          keepAnswer: 200,
          rowScope: await rowScopeOfMove(request, definition),
        });
      },
    });
  }
  if (paths.delete) {
    app.route({
      ...route('delete', paths.delete, `${title}: delete`, { params: catalogIdParamsSchema }),
      handler: async (request, reply) => {
        await deleteRow(
          request,
          definition,
          idParams(request),
          await scopeOf(request, definition),
          {
            keepAnswer: 204,
          },
        );
        return reply.code(204).send();
      },
    });
  }
}
