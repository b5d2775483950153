import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { projects } from './clients-projects';
import { id, timestamps } from './columns';
import { planogramType } from './enums';
import { files } from './files';
import { project_outlets, retails } from './outlets';

export const planograms = pgTable(
  'planograms',
  {
    id: id(),
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    type: planogramType().notNull(),
    description: text(),
    retail_id: integer().references(() => retails.id, { onDelete: 'set null' }),
    file_id: integer().references(() => files.id, { onDelete: 'set null' }),
    start_date: date(),
    end_date: date(),
    is_active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index().on(t.project_id, t.type),
    check('planograms_dates_check', sql`${t.start_date} <= ${t.end_date}`),
  ],
);

/** A second link of the same planogram and outlet is refused ('already linked'). */
export const planogram_outlets = pgTable(
  'planogram_outlets',
  {
    id: id(),
    planogram_id: integer()
      .notNull()
      .references(() => planograms.id, { onDelete: 'cascade' }),
    project_outlet_id: integer()
      .notNull()
      .references(() => project_outlets.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    unique('planogram_outlets_unique').on(t.planogram_id, t.project_outlet_id),
    index().on(t.project_outlet_id),
  ],
);
