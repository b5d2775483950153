import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { projects } from './clients-projects';
import { id, timestamps } from './columns';

/**
 * Names a picker or a filter tells rows apart by are unique within their parent, whatever their
 * case ('Москва' and 'москва' are one city); a row without a parent is not compared.
 */
export const regions = pgTable(
  'regions',
  {
    id: id(),
    name: text().notNull(),
    code: text().unique(),
    external_code: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex('regions_name_unique').on(sql`lower(${t.name})`)],
);

/** Branches and territories belong to a project's org structure; regions and cities are shared. */
export const branches = pgTable(
  'branches',
  {
    id: id(),
    name: text().notNull(),
    code: text(),
    project_id: integer().references(() => projects.id, { onDelete: 'cascade' }),
    region_id: integer().references(() => regions.id, { onDelete: 'set null' }),
    external_code: text(),
    ...timestamps,
  },
  (t) => [
    index().on(t.project_id),
    index().on(t.region_id),
    unique().on(t.project_id, t.code),
    uniqueIndex('branches_project_id_name_unique').on(t.project_id, sql`lower(${t.name})`),
  ],
);

export const territories = pgTable(
  'territories',
  {
    id: id(),
    name: text().notNull(),
    code: text(),
    project_id: integer().references(() => projects.id, { onDelete: 'cascade' }),
    branch_id: integer().references(() => branches.id, { onDelete: 'set null' }),
    external_code: text(),
    ...timestamps,
  },
  (t) => [
    index().on(t.project_id),
    index().on(t.branch_id),
    unique().on(t.project_id, t.code),
    // By project, not branch: a project's filters list its territories side by side.
    uniqueIndex('territories_project_id_name_unique').on(t.project_id, sql`lower(${t.name})`),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: id(),
    name: text().notNull(),
    code: text().unique(),
    region_id: integer().references(() => regions.id, { onDelete: 'set null' }),
    lat: doublePrecision(),
    lon: doublePrecision(),
    /** IANA zone; a visit's calendar date (visits.visit_date) is taken in the outlet's zone. */
    timezone: text().notNull().default('Europe/Moscow'),
    external_code: text(),
    ...timestamps,
  },
  (t) => [
    index().on(t.region_id),
    uniqueIndex('cities_region_id_name_unique').on(t.region_id, sql`lower(${t.name})`),
  ],
);
