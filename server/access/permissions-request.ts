import type { FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client';
import { ApiError } from '#server/http/errors';
import { type AccessContext, accessContext, can } from '#src/access/can';
import type { PermissionArea } from '#src/access/permission-values';
import { type Caller, permissionsInProjects } from './caller';
import { areasOf, FORBIDDEN, type RoutePermission } from './route-permission-types';

/** The caller's access for one request, merged over the projects the request targets. */
export interface RequestAccess {
  caller: Caller;
  /** The projects the request names (body, query or path), else all of the caller's. */
  projectIds: number[];
  /** Roles, flags, derived rights and the permissions merged over `projectIds`. */
  context: AccessContext;
  /**
   * Of `projectIds`, those where the route's declared area and level hold on their own (all of
   * them when the route declares no area): what a handler scopes its data to.
   */
  permittedProjectIds: number[];
}

/**
 * Body, query and path keys that name a project. Any of them outside the caller's projects is a
 * 403 before anything runs, so a write cannot point at another project's id either (a reference
 * outlet's `source_project_id` would otherwise show that project's name).
 */
const PROJECT_KEYS = ['project_ids', 'project_id', 'projectId', 'source_project_id'];
const cache = new WeakMap<FastifyRequest, Promise<RequestAccess>>();

function idsIn(value: unknown): number[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  const ids: number[] = [];
  for (const item of list) {
    const id = typeof item === 'string' && /^\d+$/.test(item.trim()) ? Number(item) : item;
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ids.push(id);
  }
  return ids;
}

/**
 * Project ids a request names, read before validation (the permission check runs first): a
 * value that is not a positive integer is skipped here and refused by validation afterwards.
 * `undefined` when none is named. A body that is a list (bulk calls) names those of its items;
 * multipart bodies are not parsed yet and name none.
 */
function requestedProjectIds(request: FastifyRequest): number[] | undefined {
  const ids = new Set<number>();
  const records = [request.body, request.query, request.params].flatMap((source) =>
    Array.isArray(source) ? source : [source],
  );
  for (const record of records) {
    if (typeof record !== 'object' || record === null) continue;
    for (const key of PROJECT_KEYS) {
      for (const id of idsIn((record as Record<string, unknown>)[key])) ids.add(id);
    }
  }
  return ids.size ? [...ids] : undefined;
}

const sameAreas = (a: readonly PermissionArea[], b: readonly PermissionArea[]) =>
  a.length === b.length && a.every((area, index) => area === b[index]);

async function computeAccess(request: FastifyRequest, caller: Caller): Promise<RequestAccess> {
  const named = requestedProjectIds(request);
  const own = new Set(caller.projectIds);
  if (named?.some((id) => !own.has(id))) {
    request.log.info({ userId: caller.id, url: request.url, named }, 'refused: foreign project');
    throw new ApiError(403, FORBIDDEN);
  }
  return callerAccess(request.server.db, caller, named, request.routeOptions.config.permission);
}

/**
 * A caller's access in the projects `named` (theirs only; all of theirs when undefined) for a
 * route's permission: what a request computes, and what a job computes for its author.
 */
export async function callerAccess(
  db: Database,
  caller: Caller,
  named: number[] | undefined,
  declared: RoutePermission | undefined,
): Promise<RequestAccess> {
  const projectIds = named ?? caller.projectIds;
  const areaPermission = typeof declared === 'object' && 'level' in declared ? declared : null;
  const level = areaPermission?.level ?? null;
  const areas: readonly PermissionArea[] = areaPermission ? areasOf(areaPermission) : [];
  const base = accessContext(caller.roles, {});
  // A field-only user holds nothing, so the query is skipped (as it is without projects). A
  // request naming no project uses the permissions loaded with the caller (require-user.ts).
  const preloaded = caller.ownPermissions;
  const loaded = base.flags.field_only
    ? { merged: {}, byProject: new Map() }
    : named === undefined && preloaded && sameAreas(preloaded.areas, areas)
      ? preloaded.loaded
      : await permissionsInProjects(db, caller, projectIds, areas);
  const context: AccessContext = { ...base, permissions: loaded.merged };
  const permittedProjectIds =
    level === null
      ? projectIds
      : projectIds.filter((projectId) =>
          areas.some((area) => {
            const value = loaded.byProject.get(area)?.get(projectId);
            return can({ ...context, permissions: value ? { [area]: value } : {} }, area, level);
          }),
        );
  return { caller, projectIds, context, permittedProjectIds };
}

/**
 * The request's access, loaded once per request (one query) and shared by the permission check
 * and the handler. Needs a signed-in caller: every route but a public one has one. A request
 * naming a project the caller is not in answers 403.
 */
export function accessOf(request: FastifyRequest): Promise<RequestAccess> {
  let access = cache.get(request);
  if (!access) {
    if (!request.caller) throw new ApiError(401, 'Unauthorized');
    access = computeAccess(request, request.caller);
    cache.set(request, access);
  }
  return access;
}

/** Forgets the request's access: its caller was read anew (require-user.ts, settleCaller). */
export function forgetAccess(request: FastifyRequest): void {
  cache.delete(request);
}
