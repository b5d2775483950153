import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { setting_values, settings, user_projects, user_roles } from '#server/db/schema/index';
import {
  type PermissionArea,
  type Permissions,
  type PermissionValue,
  rightToPermission,
} from '#src/access/permission-values';
import { SETTING_RIGHTS } from '#src/contracts/enums';

export interface LoadedPermissions {
  /** Best value per area over the projects asked about (spec section 6). */
  merged: Permissions;
  /** For the areas asked about in detail only: the value in each project. */
  byProject: Map<PermissionArea, Map<number, PermissionValue>>;
}

// SETTING_RIGHTS is ordered weakest to strongest, so the position of a value is its strength.
const RIGHTS_ARRAY = sql.raw(`ARRAY[${SETTING_RIGHTS.map((r) => `'${r}'`).join(', ')}]::text[]`);

/**
 * A user's permissions in some projects, in one query: the rights-type settings that govern an
 * area, valued for the user's roles in those projects. Grouping sets give both the merged value
 * per area and, for `detailAreas` only, the value per project — so the answer stays at
 * (areas + projects) rows however many projects an administrator has.
 */
export async function loadPermissions(
  db: Database,
  userId: number,
  projectIds: readonly number[],
  detailAreas: readonly PermissionArea[] = [],
): Promise<LoadedPermissions> {
  if (projectIds.length === 0) return { merged: {}, byProject: new Map() };
  const area = settings.permission_area;
  const project = setting_values.project_id;
  const detail: SQL = detailAreas.length ? inArray(area, [...detailAreas]) : sql`false`;
  const rows = await db
    .select({
      area,
      projectId: project,
      strength: sql<number>`max(array_position(${RIGHTS_ARRAY}, ${setting_values.val}))`,
      merged: sql<number>`grouping(${project})`,
    })
    .from(setting_values)
    .innerJoin(settings, eq(settings.id, setting_values.setting_id))
    .innerJoin(
      user_roles,
      and(eq(user_roles.role_id, setting_values.role_id), eq(user_roles.user_id, userId)),
    )
    .where(and(isNotNull(area), inArray(project, [...projectIds])))
    .groupBy(sql`grouping sets ((${area}), (${area}, ${project}))`)
    .having(sql`grouping(${project}) = 1 or ${detail}`);

  return permissionsFromRows(rows);
}

/** A row of the permission query: an area's value, merged (1) or in one project (0). */
interface PermissionRow {
  area: PermissionArea | null;
  projectId: number | null;
  strength: number;
  merged: number;
}

function permissionsFromRows(rows: readonly PermissionRow[]): LoadedPermissions {
  const result: LoadedPermissions = { merged: {}, byProject: new Map() };
  for (const row of rows) {
    const value = rightToPermission(SETTING_RIGHTS[Number(row.strength) - 1]);
    if (!row.area || !value) continue;
    if (Number(row.merged) === 1) {
      result.merged[row.area] = value;
    } else if (row.projectId !== null) {
      const perProject = result.byProject.get(row.area) ?? new Map<number, PermissionValue>();
      perProject.set(row.projectId, value);
      result.byProject.set(row.area, perProject);
    }
  }
  return result;
}

/**
 * The permission rows of the user `userId` names (a column of the outer query) in every project
 * they belong to, as a JSON array of [area, project, strength, merged]: a subquery the caller's
 * lookup carries, so a request naming no project needs no query of its own (loadCaller).
 */
export function ownPermissionRows(userId: SQL, detailAreas: readonly PermissionArea[]): SQL {
  const area = settings.permission_area;
  const project = setting_values.project_id;
  const detail: SQL = detailAreas.length ? inArray(area, [...detailAreas]) : sql`false`;
  return sql`(select coalesce(json_agg(json_build_array(p.area, p.project_id, p.strength, p.merged)), '[]'::json) from (
    select ${area} as area, ${project} as project_id,
      max(array_position(${RIGHTS_ARRAY}, ${setting_values.val})) as strength,
      grouping(${project}) as merged
    from ${setting_values}
    join ${settings} on ${settings.id} = ${setting_values.setting_id}
    join ${user_roles} on ${user_roles.role_id} = ${setting_values.role_id} and ${user_roles.user_id} = ${userId}
    join ${user_projects} on ${user_projects.user_id} = ${userId} and ${user_projects.is_active} and ${user_projects.project_id} = ${project}
    where ${area} is not null
    group by grouping sets ((${area}), (${area}, ${project}))
    having grouping(${project}) = 1 or ${detail}
  ) p)`;
}

export const rowsOfJson = (rows: [PermissionArea | null, number | null, number, number][]) =>
  permissionsFromRows(
    rows.map(([area, projectId, strength, merged]) => ({ area, projectId, strength, merged })),
  );
