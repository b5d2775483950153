import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { defineCrud } from '#server/crud/definition';
import {
  sku,
  sku_categories,
  sku_category_relates,
  sku_group_relates,
  sku_groups,
} from '#server/db/schema/index';
import { registerCall } from '#server/http/register-call';
import {
  skuCategoryRelateEndpoints,
  skuGroupRelateEndpoints,
  skuRelateCalls,
} from '#src/contracts/catalog/sku-relates';
import { countCategoryProducts } from './sku-category-counts';
import { CATEGORY, GROUP, linkSkus, unlinkSkus, visibleSku } from './sku-relate-links';

// Named in full: drizzle writes the selected table's columns unqualified, which inside the
// subqueries would be the joined product's or the category's own.
const column = (table: string, name: string) =>
  sql`${sql.identifier(table)}.${sql.identifier(name)}`;

/** Relates are read with their product joined: its project is the relate's scope. */
export const skuCategoryRelatesResource = defineCrud(skuCategoryRelateEndpoints, {
  table: sku_category_relates,
  scope: sku.project_id,
  sharedRows: true,
  joins: [{ table: sku, on: eq(sku.id, sku_category_relates.sku_id) }],
  computed: {
    sku_name: sku.name,
    sku_category_name: sql<string>`(select c.name from ${sku_categories} as c
      where c.id = ${column('sku_category_relates', 'sku_category_id')})`,
  },
  filters: {
    sku_ids: (ids) => inArray(sku_category_relates.sku_id, ids),
    sku_category_ids: (ids) => inArray(sku_category_relates.sku_category_id, ids),
  },
  search: [sku.name],
  sort: {
    sku_category_name: sql`(select c.name from ${sku_categories} as c
      where c.id = ${column('sku_category_relates', 'sku_category_id')})`,
    sku_name: sku.name,
    id: sku_category_relates.id,
  },
});

export const skuGroupRelatesResource = defineCrud(skuGroupRelateEndpoints, {
  table: sku_group_relates,
  scope: sku.project_id,
  sharedRows: true,
  joins: [{ table: sku, on: eq(sku.id, sku_group_relates.sku_id) }],
  computed: {
    sku_name: sku.name,
    sku_group_name: sql<string>`(select g.name from ${sku_groups} as g
      where g.id = ${column('sku_group_relates', 'sku_group_id')})`,
  },
  filters: {
    sku_ids: (ids) => inArray(sku_group_relates.sku_id, ids),
    sku_group_ids: (ids) => inArray(sku_group_relates.sku_group_id, ids),
  },
  search: [sku.name],
  sort: {
    sku_group_name: sql`(select g.name from ${sku_groups} as g
      where g.id = ${column('sku_group_relates', 'sku_group_id')})`,
    sku_name: sku.name,
    id: sku_group_relates.id,
  },
});

async function permittedScope(request: FastifyRequest): Promise<number[]> {
  return (await accessOf(request)).permittedProjectIds;
}

/**
 * Products in categories and groups (spec section 7): the lists are the generic code's (their
 * definitions above, in the catalog's list), link and unlink by hand (sku-relate-links.ts).
 */
export const skuRelateRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, skuRelateCalls.linkCategory, async (request) => {
    const { sku_ids, sku_category_id } = request.body;
    return linkSkus(app.db, CATEGORY, sku_ids, sku_category_id, await permittedScope(request));
  });
  registerCall(app, skuRelateCalls.unlinkCategory, async (request) =>
    unlinkSkus(app.db, CATEGORY, request.body.ids, await permittedScope(request)),
  );
  registerCall(app, skuRelateCalls.linkGroup, async (request) => {
    const { sku_ids, sku_group_id } = request.body;
    return linkSkus(app.db, GROUP, sku_ids, sku_group_id, await permittedScope(request));
  });
  registerCall(app, skuRelateCalls.unlinkGroup, async (request) =>
    unlinkSkus(app.db, GROUP, request.body.ids, await permittedScope(request)),
  );

  registerCall(app, skuRelateCalls.categoryCounts, async (request) => {
    const scope = await permittedScope(request);
    return { items: await countCategoryProducts(app.db, visibleSku(scope)) };
  });
};
