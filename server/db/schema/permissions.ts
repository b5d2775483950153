import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { projects } from './clients-projects';
import { id, timestamps } from './columns';
import { permissionArea, permissionValue } from './enums';
import { roles, users } from './users';

/**
 * Per-project permission for one area, granted to a role or to one user (exactly one of them).
 * Merged over selected projects in one query, relying on the enum order READ < UPDATE < CREATE:
 *   select area, max(value) from project_permissions
 *   where project_id = any($projects) and (role_id = any($roles) or user_id = $user)
 *   group by area
 */
export const project_permissions = pgTable(
  'project_permissions',
  {
    id: id(),
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    role_id: integer().references(() => roles.id, { onDelete: 'cascade' }),
    user_id: integer().references(() => users.id, { onDelete: 'cascade' }),
    area: permissionArea().notNull(),
    value: permissionValue().notNull(),
    ...timestamps,
  },
  (t) => [
    unique().on(t.project_id, t.role_id, t.user_id, t.area).nullsNotDistinct(),
    index().on(t.role_id, t.project_id),
    index().on(t.user_id, t.project_id),
    check('project_permissions_scope_check', sql`(${t.role_id} is null) <> (${t.user_id} is null)`),
  ],
);
