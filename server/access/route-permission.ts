import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preValidationHookHandler,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import { ApiError } from '#server/http/errors';
import { canAny } from '#src/access/can';
import { accessOf, type RequestAccess } from './permissions-request';
import { requireUser, settleCaller } from './require-user';
import {
  areasOf,
  declarationProblem,
  FORBIDDEN,
  type RoutePermission,
} from './route-permission-types';

export interface DeclaredRoute {
  method: string;
  url: string;
  permission: RoutePermission;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its permission, in registration order (the permission-matrix test). */
    declaredRoutes: DeclaredRoute[];
    /** The permission of routes a scope's plugins register without one (see scopePermission). */
    scopeRoutePermission?: RoutePermission;
  }
}

/**
 * For plugins that register routes we cannot add options to (swagger-ui, static files): every
 * route registered inside `scope` without a declaration gets this one.
 */
export function scopePermission(scope: FastifyInstance, permission: RoutePermission): void {
  scope.decorate<RoutePermission>('scopeRoutePermission', permission);
}

/** Whether the access holds the permission (the one rule of routes and jobs alike). */
export function allows(permission: RoutePermission, access: RequestAccess): boolean {
  const { context } = access;
  if (permission === 'portal') return !context.flags.field_only;
  if (typeof permission !== 'object') return true;
  if (permission.right && !context.rights[permission.right]) return false;
  return 'level' in permission ? canAny(context, areasOf(permission), permission.level) : true;
}

function isSelf(request: FastifyRequest, permission: RoutePermission): boolean {
  if (typeof permission !== 'object' || !permission.selfParam) return false;
  const params = request.params as Record<string, unknown> | undefined;
  return String(params?.[permission.selfParam]) === String(request.caller?.id);
}

/** Whether the request's caller holds the route's permission (a foreign project: no). */
async function permitted(request: FastifyRequest, permission: RoutePermission): Promise<boolean> {
  if (permission === 'authenticated' || isSelf(request, permission)) return true;
  try {
    return allows(permission, await accessOf(request));
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 403) return false;
    throw error;
  }
}

function refused(request: FastifyRequest, permission: RoutePermission): ApiError {
  request.log.info(
    { userId: request.caller?.id, url: request.url, permission },
    'refused: missing permission',
  );
  return new ApiError(403, FORBIDDEN);
}

function enforcer(permission: RoutePermission): preValidationHookHandler {
  return async function enforcePermission(request: FastifyRequest) {
    if (await permitted(request, permission)) return;
    // A provisional caller's refusal stands only once the caller read anew says the same.
    if (!(await settleCaller(request)) && (await permitted(request, permission))) return;
    throw refused(request, permission);
  };
}

/**
 * A read-only route's handler around `handler`: when the request started on a provisional
 * caller (provisional-caller.ts), its answer, or its error, goes out only once that caller is
 * confirmed; when the caller changed, the permission is checked again and the handler runs anew.
 */
function settledHandler(handler: RouteHandlerMethod, permission: RoutePermission) {
  return async function settled(
    this: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<unknown> {
    if (!request.callerCheck) return handler.call(this, request, reply);
    let outcome: { value: unknown } | { error: unknown };
    try {
      outcome = { value: await handler.call(this, request, reply) };
    } catch (error) {
      outcome = { error };
    }
    if (await settleCaller(request)) {
      if ('error' in outcome) throw outcome.error;
      return outcome.value;
    }
    if (!(await permitted(request, permission))) throw refused(request, permission);
    return handler.call(this, request, reply);
  };
}

/**
 * A read-only route's errors before its handler (an unreadable body, a failed validation) go out
 * only once a provisional caller is settled, as they would after a caller read first: 401 for a
 * sign-in no longer live, 403 for a permission no longer held.
 */
function settledErrors(permission: RoutePermission) {
  return async function settledError(
    this: FastifyInstance,
    error: FastifyError,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<unknown> {
    let answered: unknown = error;
    if (request.callerCheck) {
      try {
        if (!(await settleCaller(request)) && !(await permitted(request, permission)))
          answered = refused(request, permission);
      } catch (settleError) {
        answered = settleError;
      }
    }
    return request.server.errorHandler.call(this, answered as FastifyError, request, reply);
  };
}

// Before the body is read: an anonymous caller costs no parsing.
const signedIn: onRequestHookHandler = (request: FastifyRequest, reply: FastifyReply) =>
  requireUser(request, reply);

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Makes every route declare its permission (`config.permission`) and enforces it: sign-in on
 * request, the area or right before validation, so a refused request never reaches validation
 * or the handler. A route without a declaration stops the app from starting. Register first,
 * before any plugin adds routes.
 */
export function registerRoutePermissions(app: FastifyInstance): void {
  app.decorate('declaredRoutes', []);
  app.addHook('onRoute', function declare(this: FastifyInstance, route: RouteOptions) {
    const permission = route.config?.permission ?? this.scopeRoutePermission;
    const problem = declarationProblem(permission);
    const methods = asList(route.method).join(',');
    if (problem || !permission) {
      throw new Error(
        `Route ${methods} ${route.url} ${problem}: add config.permission (server/access/route-permission-types.ts)`,
      );
    }
    // Replaced, not mutated: the object may be shared with the HEAD twin of a GET route.
    route.config = { ...route.config, permission };
    app.declaredRoutes.push({ method: methods, url: route.url, permission });
    if (permission === 'public') return;
    route.onRequest = [signedIn, ...asList(route.onRequest)];
    route.preValidation = [enforcer(permission), ...asList(route.preValidation)];
    if (route.config.readsOnly) {
      route.handler = settledHandler(route.handler, permission);
      route.errorHandler = settledErrors(permission);
    }
  });
}
