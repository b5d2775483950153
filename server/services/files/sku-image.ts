import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { type Caller, permissionsInProjects } from '#server/access/caller';
import { FORBIDDEN } from '#server/access/route-permission-types';
import type { Database } from '#server/db/client';
import { sku } from '#server/db/schema/index';
import { ApiError, INVALID_FORM } from '#server/http/errors';
import { accessContext, can } from '#src/access/can';
import { FILE_MESSAGES } from '#src/contracts/files';

/**
 * A `sku` upload is that product's photo: changing a product needs UPDATE on the SKU catalog,
 * in the product's project for a project's own, in any project of the caller's for the shared
 * catalog (as its PATCH). Checked before the file is kept; a product the caller does not see
 * reads as missing (404).
 */
export async function assertMayChangeSkuImage(
  db: Database,
  caller: Caller,
  skuId: number | undefined,
): Promise<number> {
  if (!skuId) {
    throw new ApiError(400, INVALID_FORM, [
      { field: 'object_id', message: FILE_MESSAGES.noTarget },
    ]);
  }
  const base = accessContext(caller.roles, {});
  let permitted = caller.projectIds;
  if (!base.flags.administrator) {
    const { byProject } = await permissionsInProjects(db, caller, caller.projectIds, [
      'sku_catalog',
    ]);
    const values = byProject.get('sku_catalog');
    permitted = caller.projectIds.filter((projectId) => {
      const value = values?.get(projectId);
      return can(
        { ...base, permissions: value ? { sku_catalog: value } : {} },
        'sku_catalog',
        'update',
      );
    });
    if (permitted.length === 0) throw new ApiError(403, FORBIDDEN);
  }
  const [row] = await db
    .select({ id: sku.id })
    .from(sku)
    .where(
      and(
        eq(sku.id, skuId),
        permitted.length
          ? or(isNull(sku.project_id), inArray(sku.project_id, permitted))
          : isNull(sku.project_id),
      ),
    );
  if (!row) throw new ApiError(404, FILE_MESSAGES.targetNotFound);
  return row.id;
}

export async function setSkuImage(db: Database, skuId: number, fileId: number): Promise<void> {
  await db.update(sku).set({ image_file_id: fileId }).where(eq(sku.id, skuId));
}
