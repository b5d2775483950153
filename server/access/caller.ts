import { and, eq, gt, isNull, type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { keptPerDatabase } from '#server/db/kept-per-database';
import {
  access_versions,
  auth_sessions,
  roles,
  user_projects,
  user_roles,
  users,
} from '#server/db/schema/index';
import { statementsByShape } from '#server/db/statements';
import type { PermissionArea } from '#src/access/permission-values';
import {
  type LoadedPermissions,
  loadPermissions,
  ownPermissionRows,
  rowsOfJson,
} from './permissions';

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
   * The access version read with the caller (access_versions): permissions computed at this
   * version are still right for this request.
   */
  accessVersion?: string;
  /**
   * The permissions merged over all of `projectIds` (and per project for the areas asked
   * about), when they were loaded with the caller: what a request naming no project uses.
   */
  ownPermissions?: { areas: readonly PermissionArea[]; loaded: LoadedPermissions };
}

const liveSession = (sessionId: Placeholder) =>
  and(
    eq(auth_sessions.id, sessionId),
    eq(auth_sessions.user_id, users.id),
    isNull(auth_sessions.revoked_at),
    gt(auth_sessions.expires_at, sql`now()`),
  );

/**
 * The caller behind a live sign-in (a session neither revoked nor expired), with its permissions
 * in its projects when `permissionAreas` is given: the caller, the session check and the
 * permissions of a request in one round trip.
 *
 * The session join is always there, and not only for the check: with a join the builder names
 * every column with its table, and the subqueries below need that. Alone, `users` is written as
 * bare `"id"`, which inside a subquery means the subquery's own table.
 *
 * Computing the permissions was most of the lookup's cost (an administrator's: every area in
 * every project), and they change rarely. So they are kept per user and areas together with the
 * access version they were computed at (access_versions: bumped by triggers in the very
 * transaction that changes a role, a membership or a permission setting). A later lookup reads the
 * version in the same statement as the session, status, roles and projects, which are always read
 * live; the kept permissions are used only when the version is the same, that is when nothing
 * they come from has changed in the lookup's own snapshot. Nothing is ever served stale.
 */
export async function loadCaller(
  db: Database,
  userId: number,
  sessionId: number,
  /** Also load the permissions in the caller's projects, per project for these areas. */
  permissionAreas?: readonly PermissionArea[],
): Promise<Caller | undefined> {
  const values = { userId, sessionId };
  if (!permissionAreas) {
    const user = await callerRow(db, userId, sessionId);
    return user && callerOf(user, sessionId);
  }
  const key = `own|${userId}|${permissionAreas.join(',')}`;
  const known = kept.get(db, key);
  if (known) {
    const user = await callerRow(db, userId, sessionId);
    if (!user) return undefined;
    if (user.version === known.version)
      return callerOf(user, sessionId, { areas: permissionAreas, loaded: known.loaded });
  }
  const [user] = await callerStatement(db, { areas: permissionAreas }).execute(values);
  if (!user) return undefined;
  const loaded = rowsOfJson(user.permissions ?? []);
  kept.set(db, key, { version: user.version, loaded });
  return callerOf(user, sessionId, { areas: permissionAreas, loaded });
}

/**
 * What a caller is read from, without permissions: undefined when the sign-in is not live (revoked,
 * expired, or another user's). One cheap statement; the permissions computed at `version` hold
 * while a later read gives the same version.
 */
export async function callerRow(
  db: Database,
  userId: number,
  sessionId: number,
): Promise<CallerRow | undefined> {
  const [user] = await callerStatement(db, { areas: undefined }).execute({ userId, sessionId });
  return user;
}

/**
 * The caller's row (callerRow) as one json column of another statement: a list's total carries
 * it, so a request started on a provisional caller reads its caller without a statement of its
 * own (provisional-caller.ts). Its values are the placeholders `callerUserId` and
 * `callerSessionId`. It calls the `caller_row` function (migration 0013): as a subquery, it made
 * PostgreSQL plan the carrying statement anew on every call.
 */
export const callerColumn = sql<unknown>`caller_row(${sql.placeholder('callerSessionId')}::integer, ${sql.placeholder('callerUserId')}::integer)`;

/** callerColumn's value as a caller row: undefined when the sign-in is not live. */
export function callerRowOf(value: unknown): CallerRow | undefined {
  if (value === null || value === undefined) return undefined;
  const [id, status, roles, projectIds, version] = (
    typeof value === 'string' ? JSON.parse(value) : value
  ) as [number, CallerRow['status'], string[], number[], string];
  return { id, status, roles, projectIds, version };
}

/** Whether `caller` is still what `row` says: same status, roles, projects and access version. */
export const callerMatches = (caller: Caller, row: CallerRow): boolean =>
  caller.id === row.id &&
  caller.status === row.status &&
  caller.accessVersion === row.version &&
  sameList(caller.roles, row.roles) &&
  sameList(caller.projectIds, row.projectIds.map(Number));

const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

export interface CallerRow {
  id: number;
  status: Caller['status'];
  roles: string[];
  projectIds: number[];
  version: string;
}

const callerOf = (
  user: CallerRow,
  sessionId: number,
  ownPermissions?: Caller['ownPermissions'],
): Caller => ({
  id: user.id,
  status: user.status,
  roles: user.roles,
  projectIds: user.projectIds.map(Number),
  sessionId,
  accessVersion: user.version,
  ...(ownPermissions ? { ownPermissions } : {}),
});

/**
 * Permissions as computed at an access version, per database: a user's own by areas (`own|`) and
 * those in the projects a request names (`named|`).
 */
/** Past 10,000, the oldest kept permissions are forgotten (computed again at the next call). */
const kept = keptPerDatabase<{ version: string; loaded: LoadedPermissions }>(10_000);

/**
 * The caller's permissions in the projects a request names (a selection of theirs), reused while
 * the access version read with the caller is the one they were computed at: a user sends the
 * same selection call after call, and it cost a round trip of its own before the list's query.
 */
export async function permissionsInProjects(
  db: Database,
  caller: Caller,
  projectIds: readonly number[],
  areas: readonly PermissionArea[],
): Promise<LoadedPermissions> {
  const version = caller.accessVersion;
  if (version === undefined) return loadPermissions(db, caller.id, projectIds, areas);
  const key = `named|${caller.id}|${areas.join(',')}|${[...projectIds].sort((a, b) => a - b).join(',')}`;
  const known = kept.get(db, key);
  if (known?.version === version) return known.loaded;
  const loaded = await loadPermissions(db, caller.id, projectIds, areas);
  kept.set(db, key, { version, loaded });
  return loaded;
}

/**
 * The caller's statement, with the permissions for one set of areas (a route's) or without
 * them, built once per database: every API call runs it, and building it cost more CPU than the
 * rest of the lookup.
 */
const callerStatement = statementsByShape(
  'caller',
  (db: Database, { areas }: { areas: readonly PermissionArea[] | undefined }, name: string) => {
    const selected = {
      id: users.id,
      status: users.status,
      roles: sql<
        string[]
      >`array(select ${roles.sys_name} from ${user_roles} join ${roles} on ${roles.id} = ${user_roles.role_id} where ${user_roles.user_id} = ${users.id} order by ${roles.sys_name})`,
      projectIds: sql<
        number[]
      >`array(select ${user_projects.project_id} from ${user_projects} where ${user_projects.user_id} = ${users.id} and ${user_projects.is_active} order by ${user_projects.project_id})`,
      version: sql<string>`(select ${access_versions.version}::text from ${access_versions} where ${access_versions.id} = 1)`,
      permissions: areas
        ? sql<PermissionJson | null>`${ownPermissionRows(sql`${users.id}`, areas)}`
        : sql<PermissionJson | null>`null`,
    };
    return db
      .select(selected)
      .from(users)
      .innerJoin(auth_sessions, liveSession(sql.placeholder('sessionId')))
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare(name);
  },
  ({ areas }) => (areas ? areas.join(',') : '-'),
);
