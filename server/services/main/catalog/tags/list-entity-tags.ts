import { and, asc, eq } from 'drizzle-orm';
import { selectionOf, withJoins } from '#server/crud/read-rows';
import type { Database } from '#server/db/client';
import { taggables, tags } from '#server/db/schema/index';
import type { EntityTag, TagEntityType } from '#src/contracts/catalog/tags';
import { taggablesResource } from './definitions';

/** The tags on one entity, by name. */
export async function listEntityTags(
  db: Database,
  entityType: TagEntityType,
  entityId: number,
): Promise<EntityTag[]> {
  const rows = await withJoins(
    db.select(selectionOf(taggablesResource)).from(taggables).$dynamic(),
    taggablesResource,
  )
    .where(and(eq(taggables.entity_type, entityType), eq(taggables.entity_id, entityId)))
    .orderBy(asc(tags.name), asc(taggables.id));
  return rows as EntityTag[];
}
