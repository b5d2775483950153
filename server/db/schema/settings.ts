import { bigint, boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { projects } from './clients-projects';
import { id, timestamps } from './columns';
import { permissionArea, settingValueType } from './enums';
import { roles, users } from './users';

export const setting_categories = pgTable('setting_categories', {
  id: id(),
  name: text().notNull(),
  code: text().notNull().unique(),
  sort: integer().notNull().default(0),
  ...timestamps,
});

/**
 * A setting definition. Values live in setting_values (per project, or global when project_id is
 * null); a rights-type setting takes one of SETTING_RIGHTS, a boolean one 'true'/'false'.
 *
 * The per-project permissions of spec section 6 are rights-type settings too: one per area
 * (`permission_area`), valued per project and per role. server/access/permissions.ts merges them.
 */
export const settings = pgTable(
  'settings',
  {
    id: id(),
    code: text().notNull().unique(),
    name: text().notNull(),
    description: text(),
    category_id: integer().references(() => setting_categories.id, { onDelete: 'set null' }),
    value_type: settingValueType().notNull().default('boolean'),
    default_value: text(),
    /** Unit shown next to numeric values, e.g. 'м' for the allowed start distance. */
    unit: text(),
    is_user_level: boolean().notNull().default(false),
    /** Set on the rights-type setting that governs this area's per-project permission. */
    permission_area: permissionArea().unique(),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index().on(t.category_id, t.sort)],
);

export const setting_options = pgTable(
  'setting_options',
  {
    id: id(),
    setting_id: integer()
      .notNull()
      .references(() => settings.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: text().notNull(),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [unique().on(t.setting_id, t.code)],
);

export const setting_values = pgTable(
  'setting_values',
  {
    id: id(),
    setting_id: integer()
      .notNull()
      .references(() => settings.id, { onDelete: 'cascade' }),
    project_id: integer().references(() => projects.id, { onDelete: 'cascade' }),
    /** The role the value is for; null for every role. Area permissions are always per role. */
    role_id: integer().references(() => roles.id, { onDelete: 'cascade' }),
    val: text(),
    ...timestamps,
  },
  // Null project_id is the global value, null role_id every role: one value per combination.
  (t) => [
    unique().on(t.setting_id, t.project_id, t.role_id).nullsNotDistinct(),
    index().on(t.project_id),
    // The permission merge: a user's roles in the requested projects.
    index().on(t.role_id, t.project_id),
  ],
);

export const user_settings = pgTable(
  'user_settings',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    setting_id: integer()
      .notNull()
      .references(() => settings.id, { onDelete: 'cascade' }),
    project_id: integer().references(() => projects.id, { onDelete: 'cascade' }),
    val: text(),
    ...timestamps,
  },
  (t) => [
    unique().on(t.user_id, t.setting_id, t.project_id).nullsNotDistinct(),
    index().on(t.setting_id),
  ],
);

/**
 * One row: a number that grows with every change of what a user's permissions are computed from
 * (user_roles, user_projects, settings, setting_values), bumped by triggers in the changing
 * transaction itself. The caller lookup keeps computed permissions while it reads the same
 * number (server/access/caller.ts); see migration 0012 for the triggers.
 */
export const access_versions = pgTable('access_versions', {
  id: integer().primaryKey(),
  version: bigint({ mode: 'bigint' }).notNull(),
});
