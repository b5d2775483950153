import * as z from 'zod/mini';
import { defineEndpoints, restPaths } from '../endpoints';
import { idListSchema, paginatedSchema } from '../list';
import { catalogIdSchema, catalogListSchema, optionalId, requiredText } from './catalog-list';

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
export const TAG_ENTITY_TYPES = Object.keys(TAG_ENTITY_AREAS) as [
  TagEntityType,
  ...TagEntityType[],
];
const entityTypeSchema = z.enum(TAG_ENTITY_TYPES);

export const TAG_MESSAGES = {
  duplicateTag: 'Тег с таким названием уже существует',
  alreadyTagged: 'Этот тег уже добавлен к записи',
  wrongTag: 'Тег относится к другому типу записей или к другому проекту',
} as const;

/** A tag of spec section 3: for one kind of entity, in one project or shared (no project). */
export const tagSchema = z.object({
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
export const tagListRequestSchema = catalogListSchema(
  { entity_type: entityTypeSchema, project_ids: z.optional(idListSchema) },
  ['name', 'id'],
);
export type TagListRequest = z.input<typeof tagListRequestSchema>;

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
export const entityTagSchema = z.object({
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
export const entityTagsQuerySchema = z.strictObject({ entity_type: entityTypeSchema });
export const entityTagsSchema = z.object({ items: z.array(entityTagSchema) });
export type EntityTags = z.infer<typeof entityTagsSchema>;

/** Tags. Which area a call needs depends on the tagged entity, so each route declares its own. */
export const tagEndpoints = defineEndpoints({
  name: 'tags',
  service: 'main',
  permission: 'route',
  paths: restPaths('tags', ['list', 'create']),
  contract: { row: tagSchema, list: tagListRequestSchema, create: tagCreateSchema },
  defaultSort: 'name',
});

/** An entity's tag links: created and removed here, read by `tags_by_entity_id`. */
export const taggableEndpoints = defineEndpoints({
  name: 'taggables',
  service: 'main',
  permission: 'route',
  paths: restPaths('taggables', ['create', 'delete']),
  // Never listed through the generic code: an entity's tags come by tags_by_entity_id.
  contract: {
    row: entityTagSchema,
    list: catalogListSchema({}, ['id']),
    create: taggableCreateSchema,
  },
  defaultSort: 'id',
});
