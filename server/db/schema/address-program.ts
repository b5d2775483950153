import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { projects } from './clients-projects';
import { id, timestamps } from './columns';
import { processStatus, rateBasis } from './enums';
import { project_outlets } from './outlets';

const money = () => numeric({ precision: 14, scale: 2, mode: 'number' });
const projectRef = () => integer().references(() => projects.id, { onDelete: 'cascade' });

export const program_types = pgTable('program_types', {
  id: id(),
  name: text().notNull(),
  code: text().notNull().unique(),
  ...timestamps,
});

/** Budget articles; the "tender calculation articles" screen lists these. */
export const budget_item_types = pgTable('budget_item_types', {
  id: id(),
  name: text().notNull(),
  code: text().notNull().unique(),
  ...timestamps,
});

export const coverage_types = pgTable(
  'coverage_types',
  {
    id: id(),
    project_id: projectRef(),
    name: text().notNull(),
    code: text(),
    description: text(),
    ...timestamps,
  },
  (t) => [index().on(t.project_id), unique().on(t.project_id, t.code)],
);

export const price_clusters = pgTable(
  'price_clusters',
  {
    id: id(),
    project_id: projectRef(),
    name: text().notNull(),
    code: text(),
    description: text(),
    ...timestamps,
  },
  (t) => [index().on(t.project_id), unique().on(t.project_id, t.code)],
);

export const price_cluster_rates = pgTable(
  'price_cluster_rates',
  {
    id: id(),
    project_id: projectRef(),
    price_cluster_id: integer()
      .notNull()
      .references(() => price_clusters.id, { onDelete: 'cascade' }),
    coverage_type_id: integer().references(() => coverage_types.id, { onDelete: 'set null' }),
    name: text().notNull(),
    rate_basis: rateBasis().notNull().default('per_hour'),
    /** 1 regular, 2 promo. */
    price_type: smallint().notNull().default(1),
    rate: money().notNull(),
    start_date: date().notNull(),
    end_date: date(),
    ...timestamps,
  },
  (t) => [
    index().on(t.price_cluster_id, t.start_date),
    index().on(t.project_id),
    check('price_cluster_rates_price_type_check', sql`${t.price_type} in (1, 2)`),
    check(
      'price_cluster_rates_dates_check',
      sql`${t.end_date} is null or ${t.start_date} <= ${t.end_date}`,
    ),
  ],
);

/** How a rate breaks down into budget articles (/price-cluster-rates/{id}/structure). */
export const tender_rate_structures = pgTable(
  'tender_rate_structures',
  {
    id: id(),
    project_id: projectRef(),
    price_cluster_rate_id: integer()
      .notNull()
      .references(() => price_cluster_rates.id, { onDelete: 'cascade' }),
    budget_item_type_id: integer().references(() => budget_item_types.id, {
      onDelete: 'set null',
    }),
    name: text().notNull(),
    /** Percent of the rate. */
    share: numeric({ precision: 5, scale: 2, mode: 'number' }),
    amount: money(),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index().on(t.price_cluster_rate_id, t.sort)],
);

export const tender_rate_items = pgTable(
  'tender_rate_items',
  {
    id: id(),
    tender_rate_structure_id: integer()
      .notNull()
      .references(() => tender_rate_structures.id, { onDelete: 'cascade' }),
    budget_item_type_id: integer().references(() => budget_item_types.id, {
      onDelete: 'set null',
    }),
    name: text().notNull(),
    amount: money().notNull(),
    ...timestamps,
  },
  (t) => [index().on(t.tender_rate_structure_id)],
);

export const periods = pgTable(
  'periods',
  {
    id: id(),
    project_id: projectRef(),
    name: text().notNull(),
    start_date: date().notNull(),
    end_date: date().notNull(),
    ...timestamps,
  },
  (t) => [
    index().on(t.project_id, t.start_date),
    check('periods_dates_check', sql`${t.start_date} <= ${t.end_date}`),
  ],
);

/** Reporting periods offered in filters (quarters, halves), independent of budget periods. */
export const logic_periods = pgTable(
  'logic_periods',
  {
    id: id(),
    name: text().notNull(),
    code: text().notNull().unique(),
    start_date: date().notNull(),
    end_date: date().notNull(),
    ...timestamps,
  },
  (t) => [check('logic_periods_dates_check', sql`${t.start_date} <= ${t.end_date}`)],
);

export const programs = pgTable(
  'programs',
  {
    id: id(),
    project_id: projectRef().notNull(),
    program_type_id: integer().references(() => program_types.id, { onDelete: 'set null' }),
    period_id: integer().references(() => periods.id, { onDelete: 'set null' }),
    logic_period_id: integer().references(() => logic_periods.id, { onDelete: 'set null' }),
    name: text().notNull(),
    description: text(),
    status: processStatus().notNull().default('pending'),
    budget: money(),
    ...timestamps,
  },
  (t) => [index().on(t.project_id, t.period_id), index().on(t.program_type_id)],
);

/** Per-outlet parameters of an address program. */
export const program_params = pgTable(
  'program_params',
  {
    id: id(),
    program_id: integer()
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    project_outlet_id: integer()
      .notNull()
      .references(() => project_outlets.id, { onDelete: 'cascade' }),
    price_cluster_id: integer().references(() => price_clusters.id, { onDelete: 'set null' }),
    coverage_type_id: integer().references(() => coverage_types.id, { onDelete: 'set null' }),
    budget_item_type_id: integer().references(() => budget_item_types.id, {
      onDelete: 'set null',
    }),
    cost_per_hour: money(),
    visits_per_month: integer(),
    /** Minutes per visit. */
    timing: integer(),
    ...timestamps,
  },
  (t) => [unique().on(t.program_id, t.project_outlet_id), index().on(t.project_outlet_id)],
);
