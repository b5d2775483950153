import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { auth_sessions, roles, user_projects, user_roles, users } from '#server/db/schema/index';

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
  // One round trip: every API call passes through here.
  const columns = {
    id: users.id,
    status: users.status,
    roles: sql<
      string[]
    >`array(select ${roles.sys_name} from ${user_roles} join ${roles} on ${roles.id} = ${user_roles.role_id} where ${user_roles.user_id} = ${users.id} order by ${roles.sys_name})`,
    projectIds: sql<
      number[]
    >`array(select ${user_projects.project_id} from ${user_projects} where ${user_projects.user_id} = ${users.id} and ${user_projects.is_active} order by ${user_projects.project_id})`,
  };
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
  return {
    id: user.id,
    status: user.status,
    roles: user.roles,
    projectIds: user.projectIds.map(Number),
    sessionId,
  };
}
