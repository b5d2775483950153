import * as z from 'zod/mini';
import { defineCall } from '../calls';
import { defineEndpoints } from '../endpoints';
import { idListSchema, paginatedSchema } from '../list';
import {
  catalogIdParamsSchema,
  catalogIdSchema,
  catalogListSchema,
  optionalId,
  requiredText,
} from './catalog-list';

/**
 * Entities that carry tags, each with the permission area (spec section 6) that governs its
 * tags: tagging an outlet is work on outlets, so whoever may change outlets may tag them.
 */
export const TAG_ENTITY_AREAS = {
  project_outlet: 'project_outlets',
  outlet: 'outlets',
  project: 'projects',
} as const;
export type TagEntityType = keyof typeof TAG_ENTITY_AREAS;
const TAG_ENTITY_TYPES = Object.keys(TAG_ENTITY_AREAS) as [TagEntityType, ...TagEntityType[]];
const entityTypeSchema = z.enum(TAG_ENTITY_TYPES);

export const TAG_MESSAGES = {
  duplicateTag: 'Тег с таким названием уже существует',
  alreadyTagged: 'Этот тег уже добавлен к записи',
  wrongTag: 'Тег относится к другому типу записей или к другому проекту',
} as const;

/** A tag of spec section 3: for one kind of entity, in one project or shared (no project). */
const tagSchema = z.object({
  id: z.int(),
  name: z.string(),
  entity_type: z.string(),
  project_id: z.nullable(z.int()),
  project_name: z.nullable(z.string()),
  color: z.nullable(z.string()),
});
export type Tag = z.infer<typeof tagSchema>;
export const tagListSchema = paginatedSchema(tagSchema);

/** POST {main}/tags/list/ — the kind of entity is required: it decides the permission area. */
const tagListRequestSchema = catalogListSchema(
  { entity_type: entityTypeSchema, project_ids: z.optional(idListSchema) },
  ['name', 'id'],
);

const colorSchema = z.optional(
  z.nullable(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'Цвет в формате #RRGGBB'))),
);
/** POST {main}/tags/ — without a project the tag is shared by every project. */
export const tagCreateSchema = z.strictObject({
  name: requiredText(100),
  entity_type: entityTypeSchema,
  project_id: optionalId,
  color: colorSchema,
});
export type TagCreate = z.input<typeof tagCreateSchema>;

/** A tag on one entity: `id` is the link's, for DELETE {main}/taggables/{id}/. */
const entityTagSchema = z.object({
  id: z.int(),
  tag_id: z.int(),
  entity_type: z.string(),
  entity_id: z.int(),
  name: z.string(),
  color: z.nullable(z.string()),
  project_id: z.nullable(z.int()),
});
export type EntityTag = z.infer<typeof entityTagSchema>;

/** POST {main}/taggables/ */
export const taggableCreateSchema = z.strictObject({
  tag_id: catalogIdSchema,
  entity_type: entityTypeSchema,
  entity_id: catalogIdSchema,
});
export type TaggableCreate = z.input<typeof taggableCreateSchema>;

/** GET {main}/taggables/tags_by_entity_id/{id}/?entity_type= */
const entityTagsQuerySchema = z.strictObject({ entity_type: entityTypeSchema });
const entityTagsSchema = z.object({ items: z.array(entityTagSchema) });

/**
 * Tags live with the entities they mark, so they need the tagged entity's area: reading tags
 * needs READ, a new tag or a tag added to an entity CREATE, removing one the Delete right (as
 * every catalog's create and delete do). A call lets in whoever holds the level on any tagged
 * area; the server then checks the area of the entity the request names.
 */
const TAGGED_AREAS = Object.values(TAG_ENTITY_AREAS);
const tagged = (level: 'read' | 'create' | 'delete') => ({ area: TAGGED_AREAS, level });

export const tagCalls = {
  listTags: defineCall({
    service: 'main',
    route: 'POST /tags/list/',
    permission: tagged('read'),
    summary: 'Tags of a kind of entity, in the caller’s projects and shared ones',
    body: tagListRequestSchema,
    reply: tagListSchema,
  }),
  createTag: defineCall({
    service: 'main',
    route: 'POST /tags/',
    permission: tagged('create'),
    summary: 'A new tag for a kind of entity (shared when it names no project)',
    status: 201,
    body: tagCreateSchema,
    reply: tagSchema,
  }),
  addEntityTag: defineCall({
    service: 'main',
    route: 'POST /taggables/',
    permission: tagged('create'),
    summary: 'Put a tag on an entity',
    status: 201,
    body: taggableCreateSchema,
    reply: entityTagSchema,
  }),
  removeEntityTag: defineCall({
    service: 'main',
    route: 'DELETE /taggables/{id}/',
    permission: tagged('delete'),
    summary: 'Take a tag off an entity',
    status: 204,
    params: catalogIdParamsSchema,
    reply: z.null(),
  }),
  entityTags: defineCall({
    service: 'main',
    route: 'GET /taggables/tags_by_entity_id/{id}/',
    permission: tagged('read'),
    summary: 'The tags on one entity',
    params: catalogIdParamsSchema,
    query: entityTagsQuerySchema,
    reply: entityTagsSchema,
  }),
};

/**
 * Tags, read and written by the generic code over their calls' routes: which area a call needs
 * depends on the tagged entity, so each call declares its own.
 */
export const tagEndpoints = defineEndpoints({
  name: 'tags',
  service: 'main',
  permission: 'route',
  paths: { list: tagCalls.listTags.route, create: tagCalls.createTag.route },
  contract: { row: tagSchema, list: tagListRequestSchema, create: tagCreateSchema },
  defaultSort: 'name',
});

/** An entity's tag links: created and removed here, read by `tags_by_entity_id`. */
export const taggableEndpoints = defineEndpoints({
  name: 'taggables',
  service: 'main',
  permission: 'route',
  paths: { create: tagCalls.addEntityTag.route, delete: tagCalls.removeEntityTag.route },
  // Never listed through the generic code: an entity's tags come by tags_by_entity_id.
  contract: {
    row: entityTagSchema,
    list: catalogListSchema({}, ['id']),
    create: taggableCreateSchema,
  },
  defaultSort: 'id',
  rules: {
    unique: [
      {
        constraint: 'taggables_tag_id_entity_type_entity_id_unique',
        fields: ['tag_id', 'entity_type', 'entity_id'],
        field: 'entity_id',
        message: TAG_MESSAGES.alreadyTagged,
        exact: true,
      },
    ],
  },
});
