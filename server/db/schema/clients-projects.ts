import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { projectKind } from './enums';

export const clients = pgTable('clients', {
  id: id(),
  name: text().notNull(),
  legal_name: text(),
  inn: text(),
  contact_name: text(),
  contact_phone: text(),
  contact_email: text(),
  is_active: boolean().notNull().default(true),
  ...timestamps,
});

/** Catalog of the spec's "types of merchandising" (outsourcing, electronics, pharma, ...). */
export const merchandising_types = pgTable('merchandising_types', {
  id: id(),
  code: text().notNull().unique(),
  name: text().notNull(),
  ...timestamps,
});

export const projects = pgTable(
  'projects',
  {
    id: id(),
    name: text().notNull(),
    code: text().notNull().unique(),
    description: text(),
    kind: projectKind().notNull().default('combined'),
    merchandising_type_id: integer().references(() => merchandising_types.id, {
      onDelete: 'set null',
    }),
    client_id: integer().references(() => clients.id, { onDelete: 'set null' }),
    is_active: boolean().notNull().default(true),
    start_date: date(),
    end_date: date(),
    external_code: text(),
    ...timestamps,
  },
  (t) => [
    index().on(t.client_id),
    check(
      'projects_dates_check',
      sql`${t.start_date} is null or ${t.end_date} is null or ${t.start_date} <= ${t.end_date}`,
    ),
  ],
);
