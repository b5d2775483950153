import * as z from 'zod/mini';
import { defineCall } from '../calls';
import { defineEndpoints, restPaths } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { type EntityRules, intInRange } from '../entity-rules';
import { idParamsSchema, isoDate } from '../fields';
import { idListSchema } from '../list';
import {
  activeByDefault,
  catalogIdSchema,
  catalogListSchema,
  optionalId,
  optionalText,
  requiredText,
} from './catalog-list';

export const MATRIX_MESSAGES = {
  startAfterEnd: 'Дата начала не может быть позже даты окончания',
  noCriteria: 'Укажите хотя бы одно условие правила: сеть, регион, филиал, город или точку',
  skuTwice: 'Этот товар уже есть в матрице',
  codeTwice: 'Матрица с таким кодом в проекте уже существует',
  ruleTwice: 'Такое правило уже есть в матрице',
} as const;

/** A project's assortment matrix: the products required on the shelf for a period. */
const matrixSchema = z.object({
  id: z.int(),
  project_id: z.int(),
  project_name: z.nullable(z.string()),
  name: z.string(),
  code: z.nullable(z.string()),
  description: z.nullable(z.string()),
  is_active: z.boolean(),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  skus_count: z.int(),
  rules_count: z.int(),
});
export type Matrix = z.infer<typeof matrixSchema>;

/** POST {main}/matrices/list/ */
const matrixListRequestSchema = catalogListSchema(
  { project_ids: z.optional(idListSchema), is_active: z.optional(z.boolean()) },
  ['name', 'code', 'start_date', 'id'],
);

const optionalDate = z.optional(z.nullable(isoDate()));
const datesInOrder = z.refine<{ start_date?: string | null; end_date?: string | null }>(
  (value) => !value.start_date || !value.end_date || value.start_date <= value.end_date,
  { message: MATRIX_MESSAGES.startAfterEnd, path: ['start_date'] },
);
const matrixFields = {
  code: optionalText(),
  description: optionalText(2000),
  is_active: z.optional(z.boolean()),
  start_date: optionalDate,
  end_date: optionalDate,
};
/** POST {main}/matrices/ */
export const matrixCreateSchema = z
  .strictObject({
    project_id: catalogIdSchema,
    name: requiredText(),
    ...matrixFields,
    is_active: activeByDefault,
  })
  .check(datesInOrder);
/**
 * PATCH {main}/matrices/{id}/: the project stays. One date alone is checked by the database
 * against the stored other (a 400 on start_date too).
 */
export const matrixPatchSchema = z
  .strictObject({ name: z.optional(requiredText()), ...matrixFields })
  .check(datesInOrder);

/** Matrices: list, one, create, change, delete (the `matrix` area of spec section 6). */
export const matrixEndpoints = defineEndpoints({
  name: 'matrices',
  service: 'main',
  permission: entityPermissions.matrices,
  paths: restPaths('matrices', ['list', 'get', 'create', 'patch', 'delete']),
  contract: {
    row: matrixSchema,
    list: matrixListRequestSchema,
    create: matrixCreateSchema,
    patch: matrixPatchSchema,
  },
  defaultSort: 'name',
  rules: {
    unique: [
      {
        constraint: 'matrices_project_id_code_unique',
        fields: ['project_id', 'code'],
        field: 'code',
        message: MATRIX_MESSAGES.codeTwice,
        exact: true,
      },
    ],
  },
});

/** At least one facing where a minimum is set at all (none: null). */
export const matrixSkuRules = {
  unique: [
    {
      constraint: 'matrix_skus_matrix_id_sku_id_unique',
      fields: ['matrix_id', 'sku_id'],
      field: 'sku_id',
      message: MATRIX_MESSAGES.skuTwice,
    },
  ],
  ranges: { min_facing: { min: 1, max: 999 } },
} satisfies EntityRules;
const minFacing = intInRange(matrixSkuRules.ranges.min_facing);
const priceType = z.int().check(z.minimum(1), z.maximum(2));

/** A product of a matrix: must-have or not, its minimum facings and price type. */
const matrixSkuSchema = z.object({
  id: z.int(),
  matrix_id: z.int(),
  sku_id: z.int(),
  sku_name: z.nullable(z.string()),
  sku_code: z.nullable(z.string()),
  brand_name: z.nullable(z.string()),
  is_required: z.boolean(),
  price_type: z.int(),
  min_facing: z.nullable(z.int()),
});
export type MatrixSku = z.infer<typeof matrixSkuSchema>;

/** POST {main}/matrix_skus/list/ */
const matrixSkuListRequestSchema = catalogListSchema(
  { matrix_id: z.optional(catalogIdSchema), is_required: z.optional(z.boolean()) },
  ['sku_name', 'id'],
);

const matrixSkuFields = {
  is_required: z.optional(z.boolean()),
  price_type: z.optional(priceType),
  min_facing: z.optional(z.nullable(minFacing)),
};
/** POST {main}/matrix_skus/: a product of the shared catalog or of the matrix's project. */
export const matrixSkuCreateSchema = z.strictObject({
  matrix_id: catalogIdSchema,
  sku_id: catalogIdSchema,
  ...matrixSkuFields,
  is_required: z._default(z.boolean(), true),
  price_type: z._default(priceType, 1),
});
/** PATCH {main}/matrix_skus/{id}/ */
const matrixSkuPatchSchema = z.strictObject(matrixSkuFields);

/** A matrix's products (the `matrix` area: they are the matrix's content). */
export const matrixSkuEndpoints = defineEndpoints({
  name: 'matrix_skus',
  service: 'main',
  permission: { area: 'matrix' },
  paths: restPaths('matrix_skus', ['list', 'get', 'create', 'patch', 'delete']),
  contract: {
    row: matrixSkuSchema,
    list: matrixSkuListRequestSchema,
    create: matrixSkuCreateSchema,
    patch: matrixSkuPatchSchema,
  },
  defaultSort: 'sku_name',
  rules: matrixSkuRules,
});

/** What a rule may name; the outlets it hits match every criterion given. */
export const MATRIX_RULE_CRITERIA = [
  'project_retail_id',
  'retail_id',
  'region_id',
  'branch_id',
  'territory_id',
  'city_id',
  'outlet_type_id',
  'project_outlet_id',
] as const;
export type MatrixRuleCriterion = (typeof MATRIX_RULE_CRITERIA)[number];

/** An assignment rule: the matrix goes to the project outlets matching all its criteria. */
const matrixRuleSchema = z.object({
  id: z.int(),
  matrix_id: z.int(),
  project_retail_id: z.nullable(z.int()),
  project_retail_name: z.nullable(z.string()),
  retail_id: z.nullable(z.int()),
  retail_name: z.nullable(z.string()),
  region_id: z.nullable(z.int()),
  region_name: z.nullable(z.string()),
  branch_id: z.nullable(z.int()),
  branch_name: z.nullable(z.string()),
  territory_id: z.nullable(z.int()),
  territory_name: z.nullable(z.string()),
  city_id: z.nullable(z.int()),
  city_name: z.nullable(z.string()),
  outlet_type_id: z.nullable(z.int()),
  outlet_type_name: z.nullable(z.string()),
  project_outlet_id: z.nullable(z.int()),
  project_outlet_name: z.nullable(z.string()),
  priority: z.int(),
  is_active: z.boolean(),
  /** The project outlets of the matrix's project the rule hits. */
  outlets_count: z.int(),
});
export type MatrixRule = z.infer<typeof matrixRuleSchema>;

/** POST {main}/matrix_assignment_rules/list/ */
const matrixRuleListRequestSchema = catalogListSchema({ matrix_id: z.optional(catalogIdSchema) }, [
  'priority',
  'id',
]);

/**
 * A rule is its criteria: the same criteria twice in one matrix hit the same outlets, so the
 * second is refused whatever its priority.
 */
export const matrixRuleRules = {
  unique: [
    {
      constraint: 'matrix_rules_criteria_unique',
      fields: ['matrix_id', ...MATRIX_RULE_CRITERIA],
      field: 'criteria',
      message: MATRIX_MESSAGES.ruleTwice,
    },
  ],
  ranges: { priority: { min: 0, max: 1000 } },
} satisfies EntityRules;

const criteriaFields = Object.fromEntries(
  MATRIX_RULE_CRITERIA.map((key) => [key, optionalId]),
) as Record<MatrixRuleCriterion, typeof optionalId>;
const ruleFields = {
  ...criteriaFields,
  priority: z.optional(intInRange(matrixRuleRules.ranges.priority)),
  is_active: z.optional(z.boolean()),
};
const hasCriterion = z.refine<Partial<Record<MatrixRuleCriterion, number | null>>>(
  (value) => MATRIX_RULE_CRITERIA.some((key) => typeof value[key] === 'number'),
  { message: MATRIX_MESSAGES.noCriteria, path: ['criteria'] },
);
/** POST {main}/matrix_assignment_rules/: at least one criterion. */
const matrixRuleCreateSchema = z
  .strictObject({ matrix_id: catalogIdSchema, ...ruleFields, is_active: activeByDefault })
  .check(hasCriterion);
/** PATCH {main}/matrix_assignment_rules/{id}/: clearing the last criterion is refused (400). */
const matrixRulePatchSchema = z.strictObject(ruleFields);

/** Assignment rules of a matrix (the spec's export names them MATRIX_ASSIGNMENT_RULES). */
export const matrixRuleEndpoints = defineEndpoints({
  name: 'matrix_assignment_rules',
  service: 'main',
  permission: { area: 'matrix' },
  paths: restPaths('matrix_assignment_rules', ['list', 'get', 'create', 'patch', 'delete']),
  contract: {
    row: matrixRuleSchema,
    list: matrixRuleListRequestSchema,
    create: matrixRuleCreateSchema,
    patch: matrixRulePatchSchema,
  },
  defaultSort: 'priority',
  rules: matrixRuleRules,
});

/** GET {main}/project_outlets/{id}/matrix/ */
const effectiveMatrixParamsSchema = idParamsSchema;

/** A product the outlet must carry, merged over its matrices (must-have if any says so). */
const effectiveMatrixItemSchema = z.object({
  sku_id: z.int(),
  sku_name: z.string(),
  sku_code: z.nullable(z.string()),
  is_required: z.boolean(),
  /** The largest minimum of its matrices. */
  min_facing: z.nullable(z.int()),
  matrix_ids: z.array(z.int()),
});

/**
 * The effective matrix of a project outlet: the active matrices valid today with an active rule
 * hitting it, and the union of their products.
 */
const effectiveMatrixSchema = z.object({
  project_outlet_id: z.int(),
  date: z.string(),
  matrices: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      code: z.nullable(z.string()),
      start_date: z.nullable(z.string()),
      end_date: z.nullable(z.string()),
    }),
  ),
  items: z.array(effectiveMatrixItemSchema),
});
export type EffectiveMatrix = z.infer<typeof effectiveMatrixSchema>;

export const matrixCalls = {
  effectiveMatrix: defineCall({
    service: 'main',
    route: 'GET /project_outlets/{id}/matrix/',
    permission: { area: 'matrix', level: 'read' },
    summary: 'The effective matrix of a project outlet today: its matrices and products',
    params: effectiveMatrixParamsSchema,
    reply: effectiveMatrixSchema,
  }),
};
