import { and, eq, exists, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { user_projects, users } from '#server/db/schema/index';
import type { Caller } from './caller';
import { isAdministrator } from './user-access';

/** Active memberships in one of the caller's projects (a condition on `user_projects`). */
const inCallerProjects = (caller: Caller): SQL | undefined =>
  and(eq(user_projects.is_active, true), inArray(user_projects.project_id, caller.projectIds));

/**
 * The users a caller may see (a condition on `users`, for the list's where and the by-id calls
 * alike): administrators everyone; anyone else themselves and the users sharing one of their
 * projects. A user in no project is thus seen by administrators only.
 */
export function visibleTo(db: Database, caller: Caller): SQL | undefined {
  if (isAdministrator(caller)) return undefined;
  return or(
    eq(users.id, caller.id),
    exists(
      db
        .select({ one: user_projects.user_id })
        .from(user_projects)
        .where(and(eq(user_projects.user_id, users.id), inCallerProjects(caller))),
    ),
  );
}

/** Whether the user exists and the caller may see them (a hidden one reads as not found). */
export async function isVisible(db: Database, caller: Caller, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), visibleTo(db, caller)));
  return row !== undefined;
}

/** The caller's projects the user is an active member of. */
export async function sharedProjectIds(
  db: Database,
  caller: Caller,
  userId: number,
): Promise<number[]> {
  const rows = await db
    .select({ projectId: user_projects.project_id })
    .from(user_projects)
    .where(and(eq(user_projects.user_id, userId), inCallerProjects(caller)));
  return rows.map((row) => row.projectId);
}
