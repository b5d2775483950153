import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import { listPage, listQueryOptions } from '#src/components/crud/resource-api';
import { skuRelateCalls } from '#src/contracts/catalog/sku-relates';
import { fileCalls } from '#src/contracts/files';

import { MAX_PAGE_SIZE } from '#src/contracts/list';
import { skuCategoriesResource } from '#src/resources/sku-categories';
import { skuCategoryRelatesResource, skuGroupRelatesResource } from '#src/resources/sku-relates';
import { skuRelateKeys } from './query-keys';

export type RelateKind = 'category' | 'group';

/** A relate as the product's page shows it: its id (to unlink) and the category's or group's name. */
export interface ProductRelate {
  id: number;
  name: string;
}

/** A product's categories or groups: a product is in a handful, one page holds them all. */
export function productRelatesQueryOptions(kind: RelateKind, skuId: number) {
  const params = { sku_ids: [skuId], limit: MAX_PAGE_SIZE, offset: 0 };
  return queryOptions({
    queryKey: skuRelateKeys.ofProduct(kind, skuId),
    queryFn: async ({ signal }): Promise<ProductRelate[]> => {
      if (kind === 'category') {
        const page = await listPage(
          skuCategoryRelatesResource,
          { ...params, sort: 'sku_category_name' },
          signal,
        );
        return page.items.map((row) => ({ id: row.id, name: row.sku_category_name }));
      }
      const page = await listPage(
        skuGroupRelatesResource,
        { ...params, sort: 'sku_group_name' },
        signal,
      );
      return page.items.map((row) => ({ id: row.id, name: row.sku_group_name }));
    },
  });
}

/**
 * Every category, for the tree: a catalog has tens or hundreds (past a page, the range is read
 * page by page).
 */
export const allCategoriesQueryOptions = () =>
  listQueryOptions(skuCategoriesResource, { sort: 'name', limit: 10_000, offset: 0 });

/** POST {main}/sku_category_relates/counts/ — products per category in the selected projects. */
export const categoryCountsQueryOptions = (projectIds: readonly number[]) =>
  queryOptions({
    queryKey: skuRelateKeys.counts(projectIds),
    queryFn: ({ signal }) =>
      callApi(skuRelateCalls.categoryCounts, {
        body: projectIds.length ? { project_ids: [...projectIds] } : {},
        signal,
      }),
  });

/** POST {main}/sku_(category|group)_relates/link/ — a product already there stays once. */
export function linkProducts(kind: RelateKind, skuIds: readonly number[], targetId: number) {
  const sku_ids = [...skuIds];
  return kind === 'category'
    ? callApi(skuRelateCalls.linkCategory, { body: { sku_ids, sku_category_id: targetId } })
    : callApi(skuRelateCalls.linkGroup, { body: { sku_ids, sku_group_id: targetId } });
}

/** POST {main}/sku_(category|group)_relates/unlink/ by the relates' ids. */
export const unlinkProducts = (kind: RelateKind, relateIds: readonly number[]) =>
  callApi(kind === 'category' ? skuRelateCalls.unlinkCategory : skuRelateCalls.unlinkGroup, {
    body: { ids: [...relateIds] },
  });

/** POST {files}/api/v2/files/upload/ — the file becomes the product's photo. */
export function uploadProductPhoto(skuId: number, file: File) {
  const form = new FormData();
  form.append('type', 'sku');
  form.append('object_id', String(skuId));
  form.append('file', file);
  return callApi(fileCalls.uploadFile, { body: form });
}
