import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { sku, sku_categories, sku_category_relates } from '#server/db/schema/index';
import type { SkuCategoryCounts } from '#src/contracts/catalog/sku-relates';

/**
 * How many products meeting `visible` each category holds, its subcategories' at any depth
 * included, as the category tree shows them; a product in a category and its subcategory
 * counts once. `union` (not `union all`) ends the walk should the tree ever hold a cycle.
 */
export async function countCategoryProducts(
  db: Database,
  visible: SQL,
): Promise<SkuCategoryCounts['items']> {
  const result = (await db.execute(sql`
    with recursive tree (root_id, id) as (
      select ${sku_categories.id}, ${sku_categories.id} from ${sku_categories}
      union
      select tree.root_id, child.id from ${sku_categories} as child
      join tree on child.parent_id = tree.id
    )
    select tree.root_id as sku_category_id, count(distinct ${sku.id})::int as count
    from tree
    join ${sku_category_relates} on ${sku_category_relates.sku_category_id} = tree.id
    join ${sku} on ${sku.id} = ${sku_category_relates.sku_id}
    where ${visible}
    group by tree.root_id`)) as unknown as { rows: SkuCategoryCounts['items'] };
  return result.rows;
}
