import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { projects } from './clients-projects';
import { id, timestamps, tstz } from './columns';
import { checkType, visitStatus, visitType } from './enums';
import { branches, cities, territories } from './org';
import { project_outlets, project_retails } from './outlets';
import { users } from './users';

/** Reasons a visit could not be done (visit_fail_results list call). */
export const visit_fail_results = pgTable('visit_fail_results', {
  id: id(),
  code: text().notNull().unique(),
  name: text().notNull(),
  project_id: integer().references(() => projects.id, { onDelete: 'cascade' }),
  ...timestamps,
});

/** Display names of statuses per entity (statuses list call). */
export const statuses = pgTable('statuses', {
  id: id(),
  entity_type: text().notNull(),
  code: text().notNull(),
  name: text().notNull(),
  ...timestamps,
});

/** Human visit numbers come from the database so every writer (API, imports, seeds) agrees. */
export const visit_number_seq = pgSequence('visit_number_seq', { startWith: 100001 });

/**
 * Org placement (project_retail_id, branch_id, territory_id, city_id) is copied from the project
 * outlet when the visit is created: the feed filters on it for a million rows and a join to
 * project_outlets would defeat the date-led indexes. Moving an outlet does not rewrite history.
 */
export const visits = pgTable(
  'visits',
  {
    id: id(),
    number: text().notNull().unique().default(sql`nextval('visit_number_seq')::text`),
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    project_outlet_id: integer()
      .notNull()
      .references(() => project_outlets.id, { onDelete: 'cascade' }),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    manager_id: integer().references(() => users.id, { onDelete: 'set null' }),
    project_retail_id: integer().references(() => project_retails.id, { onDelete: 'set null' }),
    branch_id: integer().references(() => branches.id, { onDelete: 'set null' }),
    territory_id: integer().references(() => territories.id, { onDelete: 'set null' }),
    city_id: integer().references(() => cities.id, { onDelete: 'set null' }),
    visit_type: visitType().notNull().default('visit'),
    status: visitStatus().notNull().default('new'),
    /** Calendar day of the visit in the outlet's zone: what the feed's date_range filters on. */
    visit_date: date().notNull(),
    planned_start: tstz(),
    planned_end: tstz(),
    started_at: tstz(),
    finished_at: tstz(),
    /** Feed order key: when it happened, else when it is planned. */
    feed_at: tstz()
      .notNull()
      .generatedAlwaysAs(sql`coalesce(started_at, planned_start, created_at)`),
    /** Seconds. */
    duration: integer(),
    start_lat: doublePrecision(),
    start_lon: doublePrecision(),
    finish_lat: doublePrecision(),
    finish_lon: doublePrecision(),
    /** Metres from the outlet when the visit was started. */
    start_distance: integer(),
    is_restored: boolean().notNull().default(false),
    restored_from_visit_id: integer().references((): AnyPgColumn => visits.id, {
      onDelete: 'set null',
    }),
    external_code: text(),
    allow_without_geo: boolean().notNull().default(false),
    is_checked: boolean().notNull().default(false),
    check_type: checkType(),
    has_saved_data: boolean().notNull().default(false),
    /** Maintained by the file-link endpoints so the feed needs no count per row. */
    photo_count: integer().notNull().default(0),
    visit_fail_result_id: integer().references(() => visit_fail_results.id, {
      onDelete: 'set null',
    }),
    comment: text(),
    deleted_at: tstz(),
    ...timestamps,
  },
  (t) => [
    // The feed: date range first (one day ≈ 2,700 of a million rows), the other default filters
    // as index conditions, feed_at and id last so count(*) and a "page of ids" query are
    // index-only. Partial on live rows: the feed always filters `deleted_at is null`.
    // No index leads with feed_at: the planner cannot see that feed_at follows visit_date and
    // would walk it from today back to an old date range, far slower than this index reads it
    // (the feed call's budgets: docs/performance.md, "Visit feed call").
    index('visits_feed_date_idx')
      .on(t.visit_date, t.visit_type, t.status, t.project_id, t.feed_at, t.id)
      .where(sql`${t.deleted_at} is null`),
    index('visits_project_date_idx').on(t.project_id, t.visit_date),
    index('visits_user_date_idx').on(t.user_id, t.visit_date),
    index('visits_manager_date_idx').on(t.manager_id, t.visit_date),
    index('visits_project_outlet_date_idx').on(t.project_outlet_id, t.visit_date),
    index('visits_project_retail_date_idx').on(t.project_retail_id, t.visit_date),
    index('visits_branch_date_idx').on(t.branch_id, t.visit_date),
    index('visits_territory_date_idx').on(t.territory_id, t.visit_date),
    index('visits_city_date_idx').on(t.city_id, t.visit_date),
    index('visits_external_code_idx').on(t.external_code),
    index('visits_restored_idx').on(t.visit_date).where(sql`${t.is_restored}`),
    index('visits_restored_from_idx')
      .on(t.restored_from_visit_id)
      .where(sql`${t.restored_from_visit_id} is not null`),
    check(
      'visits_planned_range_check',
      sql`${t.planned_start} is null or ${t.planned_end} is null or ${t.planned_start} <= ${t.planned_end}`,
    ),
  ],
);
