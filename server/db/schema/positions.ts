import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { positionRules } from '#src/contracts/catalog/positions';
import { projects } from './clients-projects';
import { id, ruleChecks, timestamps } from './columns';
import { positionUserType } from './enums';
import { branches, territories } from './org';
import { users } from './users';

export const positions = pgTable(
  'positions',
  {
    id: id(),
    code: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull(),
    level: integer().notNull(),
    ...timestamps,
  },
  (t) => ruleChecks('positions', t, positionRules),
);

/** A seat in a project's org chart; people occupy it over time (project_position_history). */
export const project_positions = pgTable(
  'project_positions',
  {
    id: id(),
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position_id: integer().references(() => positions.id, { onDelete: 'set null' }),
    parent_id: integer().references((): AnyPgColumn => project_positions.id, {
      onDelete: 'set null',
    }),
    code: text().notNull(),
    name: text().notNull(),
    branch_id: integer().references(() => branches.id, { onDelete: 'set null' }),
    territory_id: integer().references(() => territories.id, { onDelete: 'set null' }),
    /** Current main occupant, denormalised from the open history row. */
    user_id: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    is_active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [index().on(t.project_id), index().on(t.parent_id), index().on(t.user_id)],
);

export const project_position_history = pgTable(
  'project_position_history',
  {
    id: id(),
    project_position_id: integer()
      .notNull()
      .references(() => project_positions.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    user_type: positionUserType().notNull().default('main'),
    start_date: date().notNull(),
    end_date: date().notNull(),
    ...timestamps,
  },
  (t) => [
    index().on(t.project_position_id, t.start_date),
    index().on(t.user_id),
    check('project_position_history_dates_check', sql`${t.start_date} <= ${t.end_date}`),
  ],
);
