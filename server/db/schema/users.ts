import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { projects } from './clients-projects';
import { id, timestamps, tstz } from './columns';
import { sex, userStatus } from './enums';
import { files } from './files';
import { positions, project_positions } from './positions';

export const users = pgTable(
  'users',
  {
    id: id(),
    login: text().notNull().unique(),
    last_name: text().notNull(),
    first_name: text().notNull(),
    patronymic_name: text(),
    phone: text(),
    email: text(),
    snils: text(),
    status: userStatus().notNull().default('active'),
    sex: sex(),
    birth_date: date(),
    phones: jsonb().$type<string[]>().notNull().default([]),
    /** argon2id; null means the user can only sign in by SMS code. */
    password_hash: text(),
    one_c_id: text(),
    user_route_id: text(),
    external_sfa_user_id: text(),
    avatar_file_id: integer().references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    last_login_at: tstz(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_phone_unique').on(t.phone).where(sql`${t.phone} is not null`),
    index('users_last_name_idx').on(t.last_name, t.first_name),
    index().on(t.email),
  ],
);

export const roles = pgTable('roles', {
  id: id(),
  sys_name: text().notNull().unique(),
  /** Russian display name. */
  name: text().notNull(),
  is_hidden: boolean().notNull().default(false),
  ...timestamps,
});

export const user_roles = pgTable(
  'user_roles',
  {
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] }), index().on(t.role_id)],
);

/** A user's membership of a project: team, executor and manager filters all read this. */
export const user_projects = pgTable(
  'user_projects',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    manager_id: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    position_id: integer().references(() => positions.id, { onDelete: 'set null' }),
    project_position_id: integer().references(() => project_positions.id, {
      onDelete: 'set null',
    }),
    /** Free-text job title as imported; position_id is the catalog link. */
    position: text(),
    is_active: boolean().notNull().default(true),
    start_date: date(),
    end_date: date(),
    /** USER_PROJECT_EXTRA_DATA import payload. */
    extra_data: jsonb().$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [
    unique().on(t.user_id, t.project_id),
    index().on(t.project_id, t.is_active),
    index().on(t.manager_id),
  ],
);
