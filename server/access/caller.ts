import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auth_sessions, roles, user_projects, user_roles, users } from '../db/schema/index';

/** Who is calling: the user, their role codes and the projects they belong to. */
export interface Caller {
  id: number;
  status: 'active' | 'inactive' | 'blocked';
  roles: string[];
  projectIds: number[];
  /** The sign-in (auth_sessions.id) the access token belongs to. */
  sessionId?: number;
}

const liveSession = (sessionId: number) =>
  and(
    eq(auth_sessions.id, sessionId),
    eq(auth_sessions.user_id, users.id),
    isNull(auth_sessions.revoked_at),
    gt(auth_sessions.expires_at, sql`now()`),
  );

/**
 * The caller behind a user id. With a session id, the user is found only while that session is
 * live (not revoked, not expired): the session check rides on the user lookup, so a revoked or
 * expired sign-in costs no extra query on every request.
 */
export async function loadCaller(
  db: Database,
  userId: number,
  sessionId?: number,
): Promise<Caller | undefined> {
  const columns = { id: users.id, status: users.status };
  const byId = eq(users.id, userId);
  const [user] =
    sessionId === undefined
      ? await db.select(columns).from(users).where(byId)
      : await db
          .select(columns)
          .from(users)
          .innerJoin(auth_sessions, liveSession(sessionId))
          .where(byId);
  if (!user) return undefined;
  const [roleRows, projectRows] = await Promise.all([
    db
      .select({ sys_name: roles.sys_name })
      .from(user_roles)
      .innerJoin(roles, eq(roles.id, user_roles.role_id))
      .where(eq(user_roles.user_id, userId)),
    db
      .select({ project_id: user_projects.project_id })
      .from(user_projects)
      .where(and(eq(user_projects.user_id, userId), eq(user_projects.is_active, true))),
  ]);
  return {
    id: user.id,
    status: user.status,
    roles: roleRows.map((row) => row.sys_name),
    projectIds: projectRows.map((row) => row.project_id),
    sessionId,
  };
}

/**
 * The projects a list call covers: those asked for that the caller belongs to, or all of the
 * caller's projects when none are asked for. Never a project the caller is not in.
 */
export function scopeProjects(caller: Caller, requested: number[] | undefined): number[] {
  if (!requested || requested.length === 0) return caller.projectIds;
  const own = new Set(caller.projectIds);
  return requested.filter((id) => own.has(id));
}
