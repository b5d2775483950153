import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { createRow, deleteRow } from '#server/crud/write-rows';
import { taggables, tags } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { CATALOG_MESSAGES } from '#src/contracts/catalog/catalog-list';
import {
  type EntityTag,
  TAG_ENTITY_AREAS,
  TAG_MESSAGES,
  type Tag,
  type tagCreateSchema,
  type taggableCreateSchema,
} from '#src/contracts/catalog/tags';
import { taggablesResource, tagsResource } from './definitions';
import { taggedEntity } from './entity-access';

/**
 * A new tag in `scope` (the projects where the caller may create on the tagged area); a tag of
 * the same kind and name, any case, in the same project or among the shared ones answers 409.
 */
export async function createTag(
  request: FastifyRequest,
  input: z.output<typeof tagCreateSchema>,
  scope: number[],
): Promise<Tag> {
  const projectId = input.project_id ?? null;
  const [same] = await request.server.db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        eq(tags.entity_type, input.entity_type),
        sql`lower(${tags.name}) = lower(${input.name})`,
        projectId === null ? isNull(tags.project_id) : eq(tags.project_id, projectId),
      ),
    );
  if (same) {
    throw new ApiError(409, TAG_MESSAGES.duplicateTag, [
      { field: 'name', message: TAG_MESSAGES.duplicateTag },
    ]);
  }
  return (await createRow(request, tagsResource, input, scope)) as Tag;
}

/**
 * Puts a tag on an entity the caller may tag. A project's tag marks that project's entities
 * only; a reference outlet takes shared tags or those of a project the caller works in.
 */
export async function addEntityTag(
  request: FastifyRequest,
  input: z.output<typeof taggableCreateSchema>,
): Promise<EntityTag> {
  const entity = await taggedEntity(request, input.entity_type, input.entity_id, 'create');
  const [tag] = await request.server.db
    .select({ entityType: tags.entity_type, projectId: tags.project_id })
    .from(tags)
    .where(eq(tags.id, input.tag_id));
  if (!tag) {
    const detail = `${CATALOG_MESSAGES.missingReference}: tag_id`;
    throw new ApiError(400, detail, [
      { field: 'tag_id', message: CATALOG_MESSAGES.missingReference },
    ]);
  }
  const fits =
    tag.entityType === input.entity_type &&
    (tag.projectId === null ||
      (entity.projectId === null
        ? entity.permitted.includes(tag.projectId)
        : tag.projectId === entity.projectId));
  if (!fits) {
    throw new ApiError(400, TAG_MESSAGES.wrongTag, [
      { field: 'tag_id', message: TAG_MESSAGES.wrongTag },
    ]);
  }
  return (await createRow(request, taggablesResource, input, undefined)) as EntityTag;
}

/** Takes a tag off an entity the caller may untag; a link of no known kind is not found. */
export async function removeEntityTag(request: FastifyRequest, linkId: number): Promise<void> {
  const { db } = request.server;
  const [link] = await db
    .select({ entityType: taggables.entity_type, entityId: taggables.entity_id })
    .from(taggables)
    .where(eq(taggables.id, linkId));
  const entityType = link?.entityType as keyof typeof TAG_ENTITY_AREAS | undefined;
  if (!link || !entityType || !(entityType in TAG_ENTITY_AREAS)) {
    throw new ApiError(404, CATALOG_MESSAGES.notFound);
  }
  await taggedEntity(request, entityType, link.entityId, 'delete');
  await deleteRow(request, taggablesResource, linkId, undefined);
}
