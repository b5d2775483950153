import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { projects } from './clients-projects';
import { id, timestamps } from './columns';
import { settingValueType } from './enums';
import { users } from './users';

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
    val: text(),
    ...timestamps,
  },
  // A null project_id is the global value, and there is only one of those per setting.
  (t) => [unique().on(t.setting_id, t.project_id).nullsNotDistinct(), index().on(t.project_id)],
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
