import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { outletSource } from './enums';
import { branches, cities, regions, territories } from './org';
import { users } from './users';

/** Names unique within their parent whatever their case, as in org.ts. */
export const retails = pgTable(
  'retails',
  {
    id: id(),
    name: text().notNull(),
    code: text().unique(),
    is_network: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('retails_name_unique').on(sql`lower(${t.name})`)],
);

/** A retail chain as a project sees it ("networks" screen). */
export const project_retails = pgTable(
  'project_retails',
  {
    id: id(),
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    retail_id: integer().references(() => retails.id, { onDelete: 'set null' }),
    name: text().notNull(),
    code: text(),
    ...timestamps,
  },
  (t) => [
    index().on(t.project_id),
    index().on(t.retail_id),
    unique().on(t.project_id, t.code),
    uniqueIndex('project_retails_project_id_name_unique').on(t.project_id, sql`lower(${t.name})`),
  ],
);

export const outlet_types = pgTable(
  'outlet_types',
  {
    id: id(),
    name: text().notNull(),
    code: text().unique(),
    ...timestamps,
  },
  (t) => [uniqueIndex('outlet_types_name_unique').on(sql`lower(${t.name})`)],
);

/** Reference outlet: the physical store, shared by projects. */
export const outlets = pgTable(
  'outlets',
  {
    id: id(),
    name: text().notNull(),
    address: text().notNull(),
    lat: doublePrecision(),
    lon: doublePrecision(),
    city_id: integer().references(() => cities.id, { onDelete: 'set null' }),
    region_id: integer().references(() => regions.id, { onDelete: 'set null' }),
    retail_id: integer().references(() => retails.id, { onDelete: 'set null' }),
    outlet_type_id: integer().references(() => outlet_types.id, { onDelete: 'set null' }),
    source: outletSource().notNull().default('project'),
    source_project_id: integer().references(() => projects.id, { onDelete: 'set null' }),
    external_code: text(),
    inn: text(),
    is_active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index().on(t.city_id),
    index().on(t.region_id),
    index().on(t.retail_id),
    index().on(t.outlet_type_id),
    index().on(t.external_code),
  ],
);

/** An outlet within a project, placed in the project's org structure. */
export const project_outlets = pgTable(
  'project_outlets',
  {
    id: id(),
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    outlet_id: integer()
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    project_retail_id: integer().references(() => project_retails.id, { onDelete: 'set null' }),
    region_id: integer().references(() => regions.id, { onDelete: 'set null' }),
    branch_id: integer().references(() => branches.id, { onDelete: 'set null' }),
    territory_id: integer().references(() => territories.id, { onDelete: 'set null' }),
    city_id: integer().references(() => cities.id, { onDelete: 'set null' }),
    manager_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /**
     * Sign name as the project knows the store, the reference outlet's unless the project named
     * it otherwise; the address lives on the reference outlet. Always there: lists show it and
     * walk their default order by it (the index below).
     */
    name: text().notNull(),
    external_code: text(),
    is_active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    unique().on(t.project_id, t.outlet_id),
    index().on(t.outlet_id),
    index().on(t.project_retail_id),
    index().on(t.branch_id),
    index().on(t.territory_id),
    index().on(t.city_id),
    index().on(t.region_id),
    index().on(t.manager_id),
    index().on(t.project_id, t.external_code),
    // The list's default order: walked in order, a page needs no sort of the whole project.
    index('project_outlets_name_idx').on(t.name, t.id),
  ],
);
