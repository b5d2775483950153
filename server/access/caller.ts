import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { auth_sessions, roles, user_projects, user_roles, users } from '#server/db/schema/index';
import type { PermissionArea } from '#src/access/permission-values';
import { type LoadedPermissions, ownPermissionRows, rowsOfJson } from './permissions';

type PermissionJson = Parameters<typeof rowsOfJson>[0];

/** Who is calling: the user, their role codes and the projects they belong to. */
export interface Caller {
  id: number;
  status: 'active' | 'inactive' | 'blocked';
  roles: string[];
  projectIds: number[];
  /** The sign-in (auth_sessions.id) the access token belongs to. */
  sessionId?: number;
  /**
   * The permissions merged over all of `projectIds` (and per project for the areas asked
   * about), when they were loaded with the caller: what a request naming no project uses.
   */
  ownPermissions?: { areas: readonly PermissionArea[]; loaded: LoadedPermissions };
}

const liveSession = (sessionId: number) =>
  and(
    eq(auth_sessions.id, sessionId),
    eq(auth_sessions.user_id, users.id),
    isNull(auth_sessions.revoked_at),
    gt(auth_sessions.expires_at, sql`now()`),
  );

/**
 * The caller behind a user id, with its permissions in its projects when `permissionAreas` is
 * given: the caller and the permissions of a request in one round trip. With a session id, the user is found only while that session is
 * live (not revoked, not expired): the session check rides on the user lookup, so a revoked or
 * expired sign-in costs no extra query on every request.
 */
export async function loadCaller(
  db: Database,
  userId: number,
  sessionId?: number,
  /** Also load the permissions in the caller's projects, per project for these areas. */
  permissionAreas?: readonly PermissionArea[],
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
  const selected = {
    ...columns,
    permissions: permissionAreas
      ? sql<PermissionJson>`${ownPermissionRows(sql`${users.id}`, permissionAreas)}`
      : sql<PermissionJson | null>`null`,
  };
  const byId = eq(users.id, userId);
  const [user] =
    sessionId === undefined
      ? await db.select(selected).from(users).where(byId)
      : await db
          .select(selected)
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
    ...(permissionAreas && user.permissions
      ? { ownPermissions: { areas: permissionAreas, loaded: rowsOfJson(user.permissions) } }
      : {}),
  };
}
