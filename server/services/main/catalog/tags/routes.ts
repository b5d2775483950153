import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaPermission } from '#server/access/route-permission-types';
import { listRows, selectionOf, withJoins } from '#server/crud/read-rows';
import { createRow, deleteRow } from '#server/crud/write-rows';
import { taggables, tags } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { CATALOG_MESSAGES, catalogIdParamsSchema } from '#src/contracts/catalog/catalog-list';
import {
  entityTagSchema,
  entityTagsQuerySchema,
  entityTagsSchema,
  TAG_ENTITY_AREAS,
  TAG_MESSAGES,
  tagCreateSchema,
  taggableCreateSchema,
  tagListRequestSchema,
  tagListSchema,
  tagSchema,
} from '#src/contracts/catalog/tags';
import { taggablesResource, tagsResource } from './definitions';
import { permittedProjectsFor, taggedEntity } from './entity-access';

/**
 * Tags live with the entities they mark, so they need the tagged entity's area: reading tags
 * needs READ, a new tag or a tag added to an entity CREATE, removing one the Delete right (as
 * every catalog's create and delete do). A route lets in whoever holds the level on any tagged
 * area; the handler then checks the area of the entity the request names (entity-access.ts).
 */
const TAGGED_AREAS = Object.values(TAG_ENTITY_AREAS);
const needs = (level: AreaPermission['level']) => ({
  permission: { area: TAGGED_AREAS, level } satisfies AreaPermission,
});

export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  const entityTags = (entityType: string, entityId: number) =>
    withJoins(
      app.db.select(selectionOf(taggablesResource)).from(taggables).$dynamic(),
      taggablesResource,
    )
      .where(and(eq(taggables.entity_type, entityType), eq(taggables.entity_id, entityId)))
      .orderBy(asc(tags.name), asc(taggables.id));

  app.post(
    '/tags/list/',
    {
      config: needs('read'),
      schema: {
        summary: 'Tags of a kind of entity, in the caller’s projects and shared ones',
        body: tagListRequestSchema,
        response: { 200: tagListSchema },
      },
    },
    async (request) => {
      const scope = await permittedProjectsFor(request, request.body.entity_type, 'read');
      const page = await listRows(app.db, tagsResource, request.body, scope);
      return page as typeof tagListSchema._zod.output;
    },
  );

  app.post(
    '/tags/',
    {
      config: needs('create'),
      schema: {
        summary: 'A new tag for a kind of entity (shared when it names no project)',
        body: tagCreateSchema,
        response: { 201: tagSchema },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const scope = await permittedProjectsFor(request, body.entity_type, 'create');
      const projectId = body.project_id ?? null;
      const [same] = await app.db
        .select({ id: tags.id })
        .from(tags)
        .where(
          and(
            eq(tags.entity_type, body.entity_type),
            sql`lower(${tags.name}) = lower(${body.name})`,
            projectId === null ? isNull(tags.project_id) : eq(tags.project_id, projectId),
          ),
        );
      if (same) {
        throw new ApiError(409, TAG_MESSAGES.duplicateTag, [
          { field: 'name', message: TAG_MESSAGES.duplicateTag },
        ]);
      }
      const row = await createRow(request, tagsResource, body, scope);
      return reply.code(201).send(row as typeof tagSchema._zod.output);
    },
  );

  app.post(
    '/taggables/',
    {
      config: needs('create'),
      schema: {
        summary: 'Put a tag on an entity',
        body: taggableCreateSchema,
        response: { 201: entityTagSchema },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const entity = await taggedEntity(request, body.entity_type, body.entity_id, 'create');
      const [tag] = await app.db
        .select({ entityType: tags.entity_type, projectId: tags.project_id })
        .from(tags)
        .where(eq(tags.id, body.tag_id));
      if (!tag) {
        const detail = `${CATALOG_MESSAGES.missingReference}: tag_id`;
        throw new ApiError(400, detail, [
          { field: 'tag_id', message: CATALOG_MESSAGES.missingReference },
        ]);
      }
      // A project's tag marks that project's entities only; a reference outlet takes shared
      // tags or those of a project the caller works in.
      const fits =
        tag.entityType === body.entity_type &&
        (tag.projectId === null ||
          (entity.projectId === null
            ? entity.permitted.includes(tag.projectId)
            : tag.projectId === entity.projectId));
      if (!fits) {
        throw new ApiError(400, TAG_MESSAGES.wrongTag, [
          { field: 'tag_id', message: TAG_MESSAGES.wrongTag },
        ]);
      }
      const row = await createRow(request, taggablesResource, body, undefined);
      return reply.code(201).send(row as typeof entityTagSchema._zod.output);
    },
  );

  app.delete(
    '/taggables/:id/',
    {
      config: needs('delete'),
      schema: { summary: 'Take a tag off an entity', params: catalogIdParamsSchema },
    },
    async (request, reply) => {
      const { id } = request.params;
      const [link] = await app.db
        .select({ entityType: taggables.entity_type, entityId: taggables.entity_id })
        .from(taggables)
        .where(eq(taggables.id, id));
      const entityType = link?.entityType as keyof typeof TAG_ENTITY_AREAS | undefined;
      if (!link || !entityType || !(entityType in TAG_ENTITY_AREAS)) {
        throw new ApiError(404, CATALOG_MESSAGES.notFound);
      }
      await taggedEntity(request, entityType, link.entityId, 'delete');
      await deleteRow(app.db, taggablesResource, id, undefined);
      return reply.code(204).send();
    },
  );

  app.get(
    '/taggables/tags_by_entity_id/:id/',
    {
      config: needs('read'),
      schema: {
        summary: 'The tags on one entity',
        params: catalogIdParamsSchema,
        querystring: entityTagsQuerySchema,
        response: { 200: entityTagsSchema },
      },
    },
    async (request) => {
      const { entity_type } = request.query;
      await taggedEntity(request, entity_type, request.params.id, 'read');
      const items = await entityTags(entity_type, request.params.id);
      return { items: items as (typeof entityTagSchema._zod.output)[] };
    },
  );
};
