import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { permissionsInProjects } from '#server/access/caller';
import { accessOf } from '#server/access/permissions-request';
import { FORBIDDEN } from '#server/access/route-permission-types';
import { outlets, project_outlets, projects } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { type AccessContext, can, type PermissionLevel } from '#src/access/can';
import { CATALOG_MESSAGES } from '#src/contracts/catalog/catalog-list';
import { TAG_ENTITY_AREAS, type TagEntityType } from '#src/contracts/catalog/tags';

/**
 * The caller's projects where `level` holds on the area of `entityType` (the route declares all
 * tagged areas, any one of which lets a request in; this narrows it to the one that applies).
 * 403 when the level holds in none of them.
 */
export async function permittedProjectsFor(
  request: FastifyRequest,
  entityType: TagEntityType,
  level: PermissionLevel,
): Promise<number[]> {
  const access = await accessOf(request);
  const area = TAG_ENTITY_AREAS[entityType];
  if (!can(access.context, area, level)) throw new ApiError(403, FORBIDDEN);
  const { byProject } = await permissionsInProjects(
    request.server.db,
    access.caller,
    access.projectIds,
    [area],
  );
  const values = byProject.get(area);
  return access.projectIds.filter((projectId) => {
    const value = values?.get(projectId);
    const context: AccessContext = {
      ...access.context,
      permissions: value ? { [area]: value } : {},
    };
    return can(context, area, level);
  });
}

/** The project an entity lives in: null for a reference outlet (shared by every project). */
async function projectOf(
  request: FastifyRequest,
  entityType: TagEntityType,
  id: number,
): Promise<{ projectId: number | null } | undefined> {
  const db = request.server.db;
  switch (entityType) {
    case 'project_outlet': {
      const [row] = await db
        .select({ projectId: project_outlets.project_id })
        .from(project_outlets)
        .where(eq(project_outlets.id, id));
      return row;
    }
    case 'project': {
      const [row] = await db
        .select({ projectId: projects.id })
        .from(projects)
        .where(eq(projects.id, id));
      return row;
    }
    case 'outlet': {
      const [row] = await db.select({ id: outlets.id }).from(outlets).where(eq(outlets.id, id));
      return row && { projectId: null };
    }
  }
}

export interface TaggedEntity {
  /** Projects where the caller holds the level on the entity's area. */
  permitted: number[];
  projectId: number | null;
}

/**
 * An entity the caller may tag, untag or read the tags of at `level`: 403 without the area's
 * level, 404 for an entity that does not exist or lives in a project outside the caller's
 * (not telling that it exists).
 */
export async function taggedEntity(
  request: FastifyRequest,
  entityType: TagEntityType,
  id: number,
  level: PermissionLevel,
): Promise<TaggedEntity> {
  const permitted = await permittedProjectsFor(request, entityType, level);
  const entity = await projectOf(request, entityType, id);
  if (!entity || (entity.projectId !== null && !permitted.includes(entity.projectId))) {
    throw new ApiError(404, CATALOG_MESSAGES.notFound);
  }
  return { permitted, projectId: entity.projectId };
}
