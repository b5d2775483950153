import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { actionRules } from '#src/contracts/catalog/actions';
import {
  MATRIX_RULE_CRITERIA,
  matrixRuleRules,
  matrixSkuRules,
} from '#src/contracts/catalog/matrices';
import { workflowRules } from '#src/contracts/catalog/workflows';
import { ACTION_KINDS } from '#src/contracts/enums';
import { projects } from './clients-projects';
import { id, ruleChecks, timestamps } from './columns';
import { branches, cities, regions, territories } from './org';
import { outlet_types, project_outlets, project_retails, retails } from './outlets';
import { sku } from './products';

/** An assortment matrix: which products must be on the shelf. */
export const matrices = pgTable(
  'matrices',
  {
    id: id(),
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    code: text(),
    description: text(),
    is_active: boolean().notNull().default(true),
    start_date: date(),
    end_date: date(),
    ...timestamps,
  },
  (t) => [
    index().on(t.project_id),
    unique().on(t.project_id, t.code),
    check('matrices_dates_check', sql`${t.start_date} <= ${t.end_date}`),
  ],
);

export const matrix_skus = pgTable(
  'matrix_skus',
  {
    id: id(),
    matrix_id: integer()
      .notNull()
      .references(() => matrices.id, { onDelete: 'cascade' }),
    sku_id: integer()
      .notNull()
      .references(() => sku.id, { onDelete: 'cascade' }),
    is_required: boolean().notNull().default(true),
    /** 1 regular, 2 promo. */
    price_type: smallint().notNull().default(1),
    min_facing: smallint(),
    ...timestamps,
  },
  (t) => [
    unique().on(t.matrix_id, t.sku_id),
    index().on(t.sku_id),
    check('matrix_skus_price_type_check', sql`${t.price_type} in (1, 2)`),
    ...ruleChecks('matrix_skus', t, matrixSkuRules),
  ],
);

/** Assignment rule: a matrix applies to outlets matching every non-null criterion. */
export const matrix_rules = pgTable(
  'matrix_rules',
  {
    id: id(),
    matrix_id: integer()
      .notNull()
      .references(() => matrices.id, { onDelete: 'cascade' }),
    project_retail_id: integer().references(() => project_retails.id, { onDelete: 'cascade' }),
    retail_id: integer().references(() => retails.id, { onDelete: 'cascade' }),
    outlet_type_id: integer().references(() => outlet_types.id, { onDelete: 'cascade' }),
    region_id: integer().references(() => regions.id, { onDelete: 'cascade' }),
    branch_id: integer().references(() => branches.id, { onDelete: 'cascade' }),
    city_id: integer().references(() => cities.id, { onDelete: 'cascade' }),
    territory_id: integer().references(() => territories.id, { onDelete: 'cascade' }),
    project_outlet_id: integer().references(() => project_outlets.id, { onDelete: 'cascade' }),
    priority: integer().notNull().default(0),
    is_active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index().on(t.matrix_id, t.priority),
    index().on(t.project_outlet_id),
    // A rule without a criterion would hit every outlet of the project by accident.
    check(
      'matrix_rules_criteria_check',
      sql`num_nonnulls(${t.project_retail_id}, ${t.retail_id}, ${t.outlet_type_id}, ${t.region_id}, ${t.branch_id}, ${t.city_id}, ${t.territory_id}, ${t.project_outlet_id}) > 0`,
    ),
    // A criterion not given is one value of its own: two rules naming only the same city clash.
    uniqueIndex(matrixRuleRules.unique[0].constraint).on(
      t.matrix_id,
      ...MATRIX_RULE_CRITERIA.map((key) => sql`coalesce(${t[key]}, 0)`),
    ),
    ...ruleChecks('matrix_rules', t, matrixRuleRules),
  ],
);

export const workflows = pgTable(
  'workflows',
  {
    id: id(),
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    code: text(),
    description: text(),
    is_active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index().on(t.project_id),
    uniqueIndex(workflowRules.unique[0].constraint).on(t.project_id, sql`lower(${t.name})`),
    uniqueIndex(workflowRules.unique[1].constraint).on(t.project_id, sql`lower(${t.code})`),
  ],
);

export const matrix_workflow_relates = pgTable(
  'matrix_workflow_relates',
  {
    id: id(),
    matrix_id: integer()
      .notNull()
      .references(() => matrices.id, { onDelete: 'cascade' }),
    workflow_id: integer()
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [unique().on(t.matrix_id, t.workflow_id), index().on(t.workflow_id)],
);

const actionKindList = sql.raw(ACTION_KINDS.map((kind) => `'${kind}'`).join(', '));

/** Matrix actions: steps a workflow asks the executor to perform on the matrix. */
export const actions = pgTable(
  'actions',
  {
    id: id(),
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    workflow_id: integer().references(() => workflows.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    code: text(),
    description: text(),
    /** presence, price, facings or shelf_photo. */
    kind: text({ enum: ACTION_KINDS }).notNull().default('presence'),
    sort: integer().notNull().default(0),
    is_active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index().on(t.project_id),
    index().on(t.workflow_id, t.sort),
    check('actions_kind_check', sql`${t.kind} in (${actionKindList})`),
    ...ruleChecks('actions', t, actionRules),
  ],
);
