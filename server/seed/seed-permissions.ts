import {
  setting_categories,
  setting_options,
  setting_values,
  settings,
} from '#server/db/schema/index';
import { permissionToRight } from '#src/access/permission-values';
import { PERMISSION_AREAS, ROLE_CODES } from '#src/contracts/enums';
import { insertAll, insertIds, type SeedContext } from './context';
import { AREA_NAMES } from './data/permission-areas';
import { demoGrants, PROJECT_GRANTS } from './data/permissions';
import type { OrgRefs } from './seed-org';
import type { UserRefs } from './seed-users';

/** The choices of an area's rights setting; delete is a role-derived right, not a setting value. */
const AREA_OPTIONS = [
  { code: 'no_access', name: 'Нет доступа' },
  { code: 'read', name: 'Чтение' },
  { code: 'update', name: 'Изменение' },
  { code: 'create', name: 'Создание' },
];

/**
 * The per-project permissions of spec section 6 as settings: one rights-type setting per area,
 * valued per project and per role. No value means no access.
 */
export async function seedPermissions(
  ctx: SeedContext,
  org: OrgRefs,
  _people: UserRefs,
): Promise<number> {
  const { db } = ctx;
  const [categoryId] = await insertIds(db, setting_categories, [
    { code: 'permissions', name: 'Права доступа', sort: 100 },
  ]);
  const settingIds = await insertIds(
    db,
    settings,
    PERMISSION_AREAS.map((area, i) => ({
      code: `rights_${area}`,
      name: `Права: ${AREA_NAMES[area]}`,
      category_id: categoryId,
      value_type: 'rights' as const,
      default_value: 'no_access',
      permission_area: area,
      sort: 100 + i,
    })),
  );
  const settingOf = new Map(PERMISSION_AREAS.map((area, i) => [area, settingIds[i]]));
  await insertAll(
    db,
    setting_options,
    settingIds.flatMap((setting_id) =>
      AREA_OPTIONS.map((option, sort) => ({ setting_id, ...option, sort })),
    ),
  );

  // One value per project × role × area; exceptions replace the role's usual value.
  const values = new Map<string, typeof setting_values.$inferInsert>();
  const put = (projectIndex: number, role: (typeof ROLE_CODES)[number], grants: object) => {
    const project_id = org.projects[projectIndex].id;
    const role_id = org.roleIds.get(role);
    for (const [area, value] of Object.entries(grants)) {
      const setting_id = settingOf.get(area as (typeof PERMISSION_AREAS)[number]);
      if (!setting_id || !role_id) continue;
      const val = permissionToRight(value);
      values.set(`${setting_id}:${project_id}:${role_id}`, {
        setting_id,
        project_id,
        role_id,
        val,
      });
    }
  };
  org.projects.forEach((_, pi) => {
    for (const role of ROLE_CODES) put(pi, role, demoGrants(role) ?? {});
  });
  for (const exception of PROJECT_GRANTS) put(exception.project, exception.role, exception.grants);
  await insertAll(db, setting_values, [...values.values()]);
  return values.size;
}
