import { and, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import type { AreaPermission } from '#server/access/route-permission-types';
import { type AnyCrudDefinition, defineCrud } from '#server/crud/definition';
import { registerCrud } from '#server/crud/register-crud';
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
import {
  SKU_CATEGORY_COUNTS_PATH,
  SKU_RELATE_MESSAGES,
  SKU_RELATE_PATHS,
  skuCategoryCountsRequestSchema,
  skuCategoryCountsSchema,
  skuCategoryLinkSchema,
  skuCategoryRelateEndpoints,
  skuGroupLinkSchema,
  skuGroupRelateEndpoints,
  skuLinkResultSchema,
  skuUnlinkResultSchema,
  skuUnlinkSchema,
} from '#src/contracts/catalog/sku-relates';
import { countCategoryProducts } from './sku-category-counts';

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

/** Products the caller may see: the shared catalog's and those of their permitted projects. */
const visibleSku = (scope: readonly number[]): SQL =>
  or(isNull(sku.project_id), scope.length ? inArray(sku.project_id, scope) : sql`false`) as SQL;

/** The relate table and its second key, for the category and the group alike. */
interface RelateKind {
  table: typeof sku_category_relates | typeof sku_group_relates;
  target: typeof sku_categories | typeof sku_groups;
  key: 'sku_category_id' | 'sku_group_id';
}
const CATEGORY: RelateKind = {
  table: sku_category_relates,
  target: sku_categories,
  key: 'sku_category_id',
};
const GROUP: RelateKind = { table: sku_group_relates, target: sku_groups, key: 'sku_group_id' };

async function permittedScope(request: FastifyRequest): Promise<number[]> {
  return (await accessOf(request)).permittedProjectIds;
}

/**
 * Links every product to the category or group. Every product must be one the caller sees, or
 * nothing is linked (400 on `sku_ids`); a product already linked stays linked once.
 */
async function link(
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
async function unlink(
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

/**
 * Products in categories and groups (spec section 7): the lists by the generic code, link and
 * unlink by hand. A product's categories and groups are part of the product, so both change it:
 * UPDATE on the SKU catalog, as the product's PATCH.
 */
export const skuRelateRoutes: FastifyPluginAsyncZod = async (app) => {
  const relates: AnyCrudDefinition[] = [skuCategoryRelatesResource, skuGroupRelatesResource];
  for (const resource of relates) registerCrud(app, resource);
  const needs = (level: AreaPermission['level']) => ({
    permission: { area: 'sku_catalog', level } satisfies AreaPermission,
  });
  const url = (route: string) => route.slice(route.indexOf(' ') + 1);

  for (const [kind, paths, body, what] of [
    [CATEGORY, SKU_RELATE_PATHS.category, skuCategoryLinkSchema, 'category'],
    [GROUP, SKU_RELATE_PATHS.group, skuGroupLinkSchema, 'group'],
  ] as const) {
    app.post(
      url(paths.link),
      {
        config: needs('update'),
        schema: {
          summary: `Put products in a ${what} (those already in it stay once)`,
          body,
          response: { 200: skuLinkResultSchema },
        },
      },
      async (request) => {
        const payload: { sku_ids: number[]; sku_category_id?: number; sku_group_id?: number } =
          request.body;
        const targetId = payload[kind.key] ?? 0;
        return link(app.db, kind, payload.sku_ids, targetId, await permittedScope(request));
      },
    );
    app.post(
      url(paths.unlink),
      {
        config: needs('update'),
        schema: {
          summary: `Take products out of a ${what} by the relates' ids`,
          body: skuUnlinkSchema,
          response: { 200: skuUnlinkResultSchema },
        },
      },
      async (request) => unlink(app.db, kind, request.body.ids, await permittedScope(request)),
    );
  }

  app.post(
    url(SKU_CATEGORY_COUNTS_PATH),
    {
      config: needs('read'),
      schema: {
        summary:
          "How many of the products the caller sees each category holds, its subcategories' included",
        body: skuCategoryCountsRequestSchema,
        response: { 200: skuCategoryCountsSchema },
      },
    },
    async (request) => {
      const scope = await permittedScope(request);
      return { items: await countCategoryProducts(app.db, visibleSku(scope)) };
    },
  );
};
