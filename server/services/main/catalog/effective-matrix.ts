import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '#server/crud/write-rows';
import type { Database } from '#server/db/client';
import { matrices, matrix_skus, project_outlets, sku } from '#server/db/schema/index';
import { todayIso } from '#server/lib/dates';
import type { EffectiveMatrix } from '#src/contracts/catalog/matrices';
import { ruleHitsOutlet } from './matrices';

/** Active matrices of the outlet's project, valid on `date`, with an active rule hitting it. */
const effectiveMatrices = (outletId: number, date: string) => sql`
  select m.id, m.name, m.code, m.start_date::text as start_date, m.end_date::text as end_date
  from ${matrices} as m
  join ${project_outlets} as po on po.id = ${outletId} and po.project_id = m.project_id
  join outlets as o on o.id = po.outlet_id
  where m.is_active
    and (m.start_date is null or m.start_date <= ${date})
    and (m.end_date is null or m.end_date >= ${date})
    and exists (select 1 from matrix_rules as r
      where r.matrix_id = m.id and r.is_active and ${ruleHitsOutlet('r', 'po', 'o')})
  order by m.name, m.id`;

type Rows<T> = { rows: T[] };

/**
 * The effective matrix of a project outlet of the permitted projects today: its matrices and
 * the union of their products (must-have if any says so, the largest minimum facing).
 */
export async function getEffectiveMatrix(
  db: Database,
  outletId: number,
  permitted: readonly number[],
): Promise<EffectiveMatrix> {
  const [outlet] = await db
    .select({ id: project_outlets.id })
    .from(project_outlets)
    .where(
      and(eq(project_outlets.id, outletId), inArray(project_outlets.project_id, [...permitted])),
    );
  if (!outlet) throw notFound();
  const date = todayIso();
  // Both drivers answer the rows as `rows`; the shared Database type cannot say so.
  const found = (await db.execute(effectiveMatrices(outletId, date))) as unknown as Rows<
    EffectiveMatrix['matrices'][number]
  >;
  const list = found.rows;
  const ids = list.map((matrix) => matrix.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .select({
            sku_id: matrix_skus.sku_id,
            sku_name: sku.name,
            sku_code: sku.code,
            is_required: sql<boolean>`bool_or(${matrix_skus.is_required})`,
            min_facing: sql<number | null>`max(${matrix_skus.min_facing})::int`,
            matrix_ids: sql<
              number[]
            >`array_agg(distinct ${matrix_skus.matrix_id} order by ${matrix_skus.matrix_id})`,
          })
          .from(matrix_skus)
          .innerJoin(sku, eq(sku.id, matrix_skus.sku_id))
          .where(inArray(matrix_skus.matrix_id, ids))
          .groupBy(matrix_skus.sku_id, sku.name, sku.code)
          .orderBy(asc(sku.name), asc(matrix_skus.sku_id));
  return {
    project_outlet_id: outletId,
    date,
    matrices: list.map((matrix) => ({ ...matrix, id: Number(matrix.id) })),
    items,
  };
}
