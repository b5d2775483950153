import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import {
  type TagCreate,
  type TagEntityType,
  type TaggableCreate,
  tagCalls,
} from '#src/contracts/catalog/tags';
import { tagKeys } from './query-keys';

// MAX_PAGE_SIZE of contracts/list: an entity kind has a handful of tags per project.
const PAGE_SIZE = 1000;

/** GET {main}/taggables/tags_by_entity_id/{id}/ — the tags on one entity. */
export function entityTagsQueryOptions(entityType: TagEntityType, entityId: number) {
  return queryOptions({
    queryKey: tagKeys.entity(entityType, entityId),
    queryFn: ({ signal }) =>
      callApi(tagCalls.entityTags, {
        params: { id: entityId },
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
      callApi(tagCalls.listTags, {
        body: {
          entity_type: entityType,
          ...(projectIds.length ? { project_ids: [...projectIds] } : {}),
          limit: PAGE_SIZE,
        },
        signal,
      }),
  });
}

export const createTag = (body: TagCreate) => callApi(tagCalls.createTag, { body });
export const addTag = (body: TaggableCreate) => callApi(tagCalls.addEntityTag, { body });
export const removeTag = (linkId: number) =>
  callApi(tagCalls.removeEntityTag, { params: { id: linkId } });
