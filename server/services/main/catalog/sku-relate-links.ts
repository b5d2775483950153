import { and, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  sku,
  sku_categories,
  sku_category_relates,
  sku_group_relates,
  sku_groups,
} from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { CATALOG_MESSAGES } from '#src/contracts/catalog/catalog-list';
import { SKU_RELATE_MESSAGES } from '#src/contracts/catalog/sku-relates';

/** Products the caller may see: the shared catalog's and those of their permitted projects. */
export const visibleSku = (scope: readonly number[]): SQL =>
  or(isNull(sku.project_id), scope.length ? inArray(sku.project_id, scope) : sql`false`) as SQL;

/** The relate table and its second key, for the category and the group alike. */
export interface RelateKind {
  table: typeof sku_category_relates | typeof sku_group_relates;
  target: typeof sku_categories | typeof sku_groups;
  key: 'sku_category_id' | 'sku_group_id';
}
export const CATEGORY: RelateKind = {
  table: sku_category_relates,
  target: sku_categories,
  key: 'sku_category_id',
};
export const GROUP: RelateKind = {
  table: sku_group_relates,
  target: sku_groups,
  key: 'sku_group_id',
};

/**
 * Links every product to the category or group. Every product must be one the caller sees, or
 * nothing is linked (400 on `sku_ids`); a product already linked stays linked once.
 */
export async function linkSkus(
  db: Database,
  kind: RelateKind,
  skuIds: readonly number[],
  targetId: number,
  scope: readonly number[],
) {
  const ids = [...new Set(skuIds)];
  const [target] = await db
    .select({ id: kind.target.id })
    .from(kind.target)
    .where(eq(kind.target.id, targetId));
  if (!target) {
    throw new ApiError(400, CATALOG_MESSAGES.missingReference, [
      { field: kind.key, message: CATALOG_MESSAGES.missingReference },
    ]);
  }
  const [{ visible }] = await db
    .select({ visible: count() })
    .from(sku)
    .where(and(inArray(sku.id, ids), visibleSku(scope)));
  if (visible !== ids.length) {
    throw new ApiError(400, SKU_RELATE_MESSAGES.skuNotFound, [
      { field: 'sku_ids', message: SKU_RELATE_MESSAGES.skuNotFound },
    ]);
  }
  const created = await db
    .insert(kind.table)
    .values(ids.map((skuId) => ({ sku_id: skuId, [kind.key]: targetId }) as never))
    .onConflictDoNothing()
    .returning({ id: kind.table.id });
  return { linked: ids.length, created: created.length };
}

/**
 * Removes the relates. Every one must exist and be of a product the caller sees, or nothing is
 * removed (404, which does not tell another project's relate from a missing one).
 */
export async function unlinkSkus(
  db: Database,
  kind: RelateKind,
  relateIds: readonly number[],
  scope: readonly number[],
) {
  const ids = [...new Set(relateIds)];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: kind.table.id })
      .from(kind.table)
      .innerJoin(sku, eq(sku.id, kind.table.sku_id))
      .where(and(inArray(kind.table.id, ids), visibleSku(scope)))
      .for('update', { of: kind.table });
    if (found.length !== ids.length) throw new ApiError(404, SKU_RELATE_MESSAGES.relateNotFound);
    await tx.delete(kind.table).where(inArray(kind.table.id, ids));
    return { unlinked: ids.length };
  });
}
