import { eq, type SQL, sql } from 'drizzle-orm';
import { defineCrud } from '#server/crud/definition';
import { relatedName } from '#server/crud/related-name';
import {
  branches,
  cities,
  matrices,
  matrix_skus,
  outlet_types,
  outlets,
  project_outlets,
  project_retails,
  projects,
  regions,
  retails,
  matrix_rules as rules,
  sku,
  sku_brands,
  territories,
} from '#server/db/schema/index';
import {
  MATRIX_MESSAGES,
  type MatrixRuleCriterion,
  matrixEndpoints,
  matrixRuleEndpoints,
  matrixSkuEndpoints,
} from '#src/contracts/catalog/matrices';

/** `"table"."column"`, written in full: inside a subquery an unqualified name is the inner one. */
const column = (table: string, name: string) =>
  sql`${sql.identifier(table)}.${sql.identifier(name)}`;

/**
 * The condition under which the rule aliased `rule` hits the project outlet aliased `po` (its
 * reference outlet `o`): every criterion the rule names matches; the region and city are the
 * project's placement, else the reference outlet's.
 */
export function ruleHitsOutlet(rule: string, po: string, o: string): SQL {
  const r = (name: MatrixRuleCriterion) => column(rule, name);
  const p = (name: string) => column(po, name);
  const ref = (name: string) => column(o, name);
  const values: Record<MatrixRuleCriterion, SQL> = {
    project_retail_id: p('project_retail_id'),
    retail_id: ref('retail_id'),
    region_id: sql`coalesce(${p('region_id')}, ${ref('region_id')})`,
    branch_id: p('branch_id'),
    territory_id: p('territory_id'),
    city_id: sql`coalesce(${p('city_id')}, ${ref('city_id')})`,
    outlet_type_id: ref('outlet_type_id'),
    project_outlet_id: p('id'),
  };
  return sql.join(
    Object.entries(values).map(
      ([key, value]) =>
        sql`(${r(key as MatrixRuleCriterion)} is null or ${r(key as MatrixRuleCriterion)} = ${value})`,
    ),
    sql` and `,
  );
}

const MATRIX = column('matrices', 'id');

/** A project's matrices, with how many products and rules each has. */
export const matricesResource = defineCrud(matrixEndpoints, {
  table: matrices,
  scope: matrices.project_id,
  computed: {
    project_name: relatedName(projects, matrices.project_id),
    skus_count: sql<number>`(select count(*)::int from ${matrix_skus} as "ms" where "ms"."matrix_id" = ${MATRIX})`,
    rules_count: sql<number>`(select count(*)::int from ${rules} as "mr" where "mr"."matrix_id" = ${MATRIX})`,
  },
  filters: { is_active: (value) => eq(matrices.is_active, value) },
  search: [matrices.name, matrices.code],
  checks: { matrices_dates_check: { field: 'start_date', message: MATRIX_MESSAGES.startAfterEnd } },
});

/** A matrix's rows are of the matrix's project: read through it, written within it. */
const ofMatrix = (matrixId: typeof matrix_skus.matrix_id | typeof rules.matrix_id) => ({
  joins: [{ table: matrices, on: eq(matrices.id, matrixId) }],
  scope: matrices.project_id,
  parent: { key: 'matrix_id', id: matrices.id, project: matrices.project_id },
});

const skuName = relatedName(sku, matrix_skus.sku_id);

/** A matrix's products: the shared catalog's or the matrix's project's own. */
export const matrixSkusResource = defineCrud(matrixSkuEndpoints, {
  table: matrix_skus,
  ...ofMatrix(matrix_skus.matrix_id),
  sharedReferences: ['sku_id'],
  computed: {
    sku_name: skuName,
    sku_code: sql<
      string | null
    >`(select ${sku.code} from ${sku} where ${eq(sku.id, matrix_skus.sku_id)})`,
    brand_name: sql<
      string | null
    >`(select ${sku_brands.name} from ${sku} join ${sku_brands} on ${eq(sku_brands.id, sku.brand_id)} where ${eq(sku.id, matrix_skus.sku_id)})`,
  },
  filters: {
    matrix_id: (id) => eq(matrix_skus.matrix_id, id),
    is_required: (value) => eq(matrix_skus.is_required, value),
  },
  search: [skuName],
  sort: { sku_name: skuName },
});

/**
 * The project outlets of the matrix's project a rule hits, counted in the page's own query (a
 * scalar subquery per row of the page, over the project's outlets).
 */
const outletsCount = sql<number>`(select count(*)::int from ${project_outlets} as "po"
  join ${outlets} as "o" on "o"."id" = "po"."outlet_id"
  where "po"."project_id" = ${column('matrices', 'project_id')}
    and ${ruleHitsOutlet('matrix_rules', 'po', 'o')})`;

/** A matrix's assignment rules, each with the count of outlets it hits. */
export const matrixRulesResource = defineCrud(matrixRuleEndpoints, {
  table: rules,
  ...ofMatrix(rules.matrix_id),
  computed: {
    project_retail_name: relatedName(project_retails, rules.project_retail_id),
    retail_name: relatedName(retails, rules.retail_id),
    region_name: relatedName(regions, rules.region_id),
    branch_name: relatedName(branches, rules.branch_id),
    territory_name: relatedName(territories, rules.territory_id),
    city_name: relatedName(cities, rules.city_id),
    outlet_type_name: relatedName(outlet_types, rules.outlet_type_id),
    project_outlet_name: relatedName(project_outlets, rules.project_outlet_id),
    outlets_count: outletsCount,
  },
  filters: { matrix_id: (id) => eq(rules.matrix_id, id) },
  search: [],
  checks: {
    matrix_rules_criteria_check: { field: 'criteria', message: MATRIX_MESSAGES.noCriteria },
  },
});
