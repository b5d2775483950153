import { sku_brands, sku_categories } from '#server/db/schema/index';
import { seedLargeProducts } from '#server/seed/large-products';
import { type FeedFigures, measureList, withLargeSet } from './feed';

/** `POST /project_outlets/list/`, default filter, limit 50, on the large set's 100,000 outlets. */
export function benchCatalogPostgres(
  adminUrl: string,
  runs = 500,
): Promise<FeedFigures & { seedSeconds?: number }> {
  return withLargeSet(adminUrl, (handle) =>
    measureList(handle, 'PostgreSQL, large set', runs, '/svc/main/project_outlets/list/'),
  );
}

/**
 * `POST /v2/sku/list/` with the product filters (a brand and a category), limit 50, on the
 * shared catalog's 100,000 benchmark products.
 */
export function benchSkuPostgres(
  adminUrl: string,
  runs = 500,
): Promise<FeedFigures & { seedSeconds?: number; filters: string }> {
  return withLargeSet(adminUrl, async (handle) => {
    await seedLargeProducts(handle);
    const [brand] = await handle.db.select({ id: sku_brands.id }).from(sku_brands).limit(1);
    const [category] = await handle.db
      .select({ id: sku_categories.id })
      .from(sku_categories)
      .limit(1);
    const filtered = { sku_brand_ids: [brand.id], sku_category_ids: [category.id] };
    const figures = await measureList(
      handle,
      'PostgreSQL, large set',
      runs,
      '/svc/main/v2/sku/list/',
      filtered,
    );
    return { ...figures, filters: 'brand and category' };
  });
}
