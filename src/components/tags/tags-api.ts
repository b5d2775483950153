import { queryOptions } from '@tanstack/react-query';
import { mainApi } from '#src/api/services';
import type {
  EntityTag,
  EntityTags,
  Tag,
  TagCreate,
  TagEntityType,
  TaggableCreate,
} from '#src/contracts/catalog/tags';
import type { Paginated } from '#src/contracts/list';
import { tagKeys } from './query-keys';

// MAX_PAGE_SIZE of contracts/list: an entity kind has a handful of tags per project.
const PAGE_SIZE = 1000;

/** GET {main}/taggables/tags_by_entity_id/{id}/ — the tags on one entity. */
export function entityTagsQueryOptions(entityType: TagEntityType, entityId: number) {
  return queryOptions({
    queryKey: tagKeys.entity(entityType, entityId),
    queryFn: ({ signal }) =>
      mainApi.get<EntityTags>(`/taggables/tags_by_entity_id/${entityId}/`, {
        query: { entity_type: entityType },
        signal,
      }),
  });
}

/** POST {main}/tags/list/ — the tags that can go on an entity of the kind, in the projects. */
export function tagChoicesQueryOptions(entityType: TagEntityType, projectIds: readonly number[]) {
  return queryOptions({
    queryKey: tagKeys.choices(entityType, projectIds),
    queryFn: ({ signal }) =>
      mainApi.post<Paginated<Tag>>(
        '/tags/list/',
        {
          entity_type: entityType,
          ...(projectIds.length ? { project_ids: [...projectIds] } : {}),
          limit: PAGE_SIZE,
        },
        { signal },
      ),
  });
}

export const createTag = (body: TagCreate) => mainApi.post<Tag>('/tags/', body);
export const addTag = (body: TaggableCreate) => mainApi.post<EntityTag>('/taggables/', body);
export const removeTag = (linkId: number) => mainApi.delete<unknown>(`/taggables/${linkId}/`);
