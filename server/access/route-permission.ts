import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import { ApiError } from '#server/http/errors';
import { canAny } from '#src/access/can';
import { accessOf, type RequestAccess } from './permissions-request';
import { requireUser } from './require-user';
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

function allows(permission: RoutePermission, access: RequestAccess): boolean {
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

function enforcer(permission: RoutePermission): preValidationHookHandler {
  return async function enforcePermission(request: FastifyRequest) {
    if (permission === 'authenticated' || isSelf(request, permission)) return;
    const access = await accessOf(request);
    if (allows(permission, access)) return;
    request.log.info(
      { userId: access.caller.id, url: request.url, permission },
      'refused: missing permission',
    );
    throw new ApiError(403, FORBIDDEN);
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
  });
}
