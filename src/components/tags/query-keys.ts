import type { TagEntityType } from '#src/contracts/catalog/tags';

/** Query keys of tags: a tag made, added or removed invalidates `all`. */
export const tagKeys = {
  all: ['tags'] as const,
  entity: (entityType: TagEntityType, entityId: number) =>
    [...tagKeys.all, 'entity', entityType, entityId] as const,
  choices: (entityType: TagEntityType, projectIds: readonly number[]) =>
    [...tagKeys.all, 'list', entityType, projectIds] as const,
};
