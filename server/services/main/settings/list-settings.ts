import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { roles, setting_options, setting_values, settings } from '#server/db/schema/index';
import type { Setting } from '#src/contracts/settings';

/**
 * The project-level settings that apply to a user in some projects: each with its global value,
 * its values in those projects, and of per-role values only those of the user's roles.
 */
export async function listSettingsFor(
  db: Database,
  projectIds: readonly number[],
  roleCodes: readonly string[],
): Promise<Setting[]> {
  const [rows, options, values] = await Promise.all([
    db
      .select()
      .from(settings)
      .where(eq(settings.is_user_level, false))
      .orderBy(asc(settings.sort), asc(settings.id)),
    db
      .select()
      .from(setting_options)
      .orderBy(asc(setting_options.setting_id), asc(setting_options.sort)),
    db
      .select({
        id: setting_values.id,
        setting_id: setting_values.setting_id,
        val: setting_values.val,
        project_id: setting_values.project_id,
        role: roles.sys_name,
      })
      .from(setting_values)
      .leftJoin(roles, eq(roles.id, setting_values.role_id))
      .where(
        and(
          projectIds.length
            ? or(
                isNull(setting_values.project_id),
                inArray(setting_values.project_id, [...projectIds]),
              )
            : isNull(setting_values.project_id),
          roleCodes.length
            ? or(isNull(setting_values.role_id), inArray(roles.sys_name, [...roleCodes]))
            : isNull(setting_values.role_id),
        ),
      )
      .orderBy(asc(setting_values.setting_id), asc(setting_values.id)),
  ]);
  const bySetting = <T extends { setting_id: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list) map.set(item.setting_id, [...(map.get(item.setting_id) ?? []), item]);
    return map;
  };
  const optionsOf = bySetting(options);
  const valuesOf = bySetting(values);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    value_type: row.value_type,
    default_value: row.default_value,
    unit: row.unit,
    category_id: row.category_id,
    permission_area: row.permission_area,
    setting_options: (optionsOf.get(row.id) ?? []).map(({ code, name }) => ({ code, name })),
    setting_values: (valuesOf.get(row.id) ?? []).map(({ id, val, project_id, role }) => ({
      id,
      val,
      project_id,
      role,
    })),
  }));
}
