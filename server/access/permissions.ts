import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { setting_values, settings, user_roles } from '#server/db/schema/index';
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
  const result: LoadedPermissions = { merged: {}, byProject: new Map() };
  if (projectIds.length === 0) return result;
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
