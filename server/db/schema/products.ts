import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { skuRules } from '#src/contracts/catalog/sku';
import { SKU_UNITS } from '#src/contracts/enums';
import { projects } from './clients-projects';
import { id, ruleChecks, timestamps } from './columns';
import { files } from './files';

export const sku_manufacturers = pgTable(
  'sku_manufacturers',
  {
    id: id(),
    name: text().notNull(),
    code: text().unique(),
    ...timestamps,
  },
  (t) => [uniqueIndex('sku_manufacturers_name_unique').on(sql`lower(${t.name})`)],
);

export const sku_brands = pgTable(
  'sku_brands',
  {
    id: id(),
    name: text().notNull(),
    code: text().unique(),
    manufacturer_id: integer().references(() => sku_manufacturers.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index().on(t.manufacturer_id),
    uniqueIndex('sku_brands_name_unique').on(sql`lower(${t.name})`),
  ],
);

export const sku_categories = pgTable(
  'sku_categories',
  {
    id: id(),
    name: text().notNull(),
    code: text().unique(),
    parent_id: integer().references((): AnyPgColumn => sku_categories.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    index().on(t.parent_id),
    // Top-level categories (no parent) must differ too: null counts as one parent.
    uniqueIndex('sku_categories_parent_id_name_unique').on(
      sql`coalesce(${t.parent_id}, 0)`,
      sql`lower(${t.name})`,
    ),
  ],
);

export const sku_groups = pgTable(
  'sku_groups',
  {
    id: id(),
    name: text().notNull(),
    code: text().unique(),
    ...timestamps,
  },
  (t) => [uniqueIndex('sku_groups_name_unique').on(sql`lower(${t.name})`)],
);

export const sku = pgTable(
  'sku',
  {
    id: id(),
    name: text().notNull(),
    code: text().unique(),
    article: text(),
    barcode: text(),
    /** Null for the shared catalog; set for a project's own products. */
    project_id: integer().references(() => projects.id, { onDelete: 'cascade' }),
    brand_id: integer().references(() => sku_brands.id, { onDelete: 'set null' }),
    manufacturer_id: integer().references(() => sku_manufacturers.id, { onDelete: 'set null' }),
    image_file_id: integer().references(() => files.id, { onDelete: 'set null' }),
    unit: text({ enum: SKU_UNITS }),
    volume: text(),
    is_active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index().on(t.project_id),
    // The list's order and its brand and manufacturer filters, with the project column for the
    // scope: a page and its total are read from the index alone (docs/performance.md, "Product
    // list call filtered by a brand and a category").
    index('sku_name_index').on(t.name, t.id, t.project_id),
    index('sku_brand_id_index').on(t.brand_id, t.name, t.id, t.project_id),
    index('sku_manufacturer_id_index').on(t.manufacturer_id, t.name, t.id, t.project_id),
    // A barcode names one product across the shared catalog and every project's own.
    uniqueIndex('sku_barcode_unique').on(t.barcode),
    // Name and article within one catalog; no article is one value of its own.
    uniqueIndex(skuRules.unique[0].constraint).on(
      sql`coalesce(${t.project_id}, 0)`,
      sql`lower(${t.name})`,
      sql`lower(coalesce(${t.article}, ''))`,
    ),
    ...ruleChecks('sku', t, skuRules),
  ],
);

/** Relates have their own ids because the unlink call takes relate ids. */
export const sku_category_relates = pgTable(
  'sku_category_relates',
  {
    id: id(),
    sku_id: integer()
      .notNull()
      .references(() => sku.id, { onDelete: 'cascade' }),
    sku_category_id: integer()
      .notNull()
      .references(() => sku_categories.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [unique().on(t.sku_category_id, t.sku_id), index().on(t.sku_id)],
);

export const sku_group_relates = pgTable(
  'sku_group_relates',
  {
    id: id(),
    sku_id: integer()
      .notNull()
      .references(() => sku.id, { onDelete: 'cascade' }),
    sku_group_id: integer()
      .notNull()
      .references(() => sku_groups.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [unique().on(t.sku_group_id, t.sku_id), index().on(t.sku_id)],
);
