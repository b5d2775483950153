import { aliasedTable, and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  outlets,
  project_outlets,
  projects,
  setting_values,
  settings,
  users,
  visits,
} from '#server/db/schema/index';

export const ALLOWED_DISTANCE_SETTING = 'allowed_distance_to_outlet';

const managers = aliasedTable(users, 'managers');
const person = (table: typeof users) => ({
  id: table.id,
  last_name: table.last_name,
  first_name: table.first_name,
  patronymic_name: table.patronymic_name,
});

/** A live visit of the given projects with its header joins, or undefined (answered as 404). */
export async function getVisitHeader(
  db: Database,
  params: { visitId: number; projectIds: number[] },
) {
  if (params.projectIds.length === 0) return undefined;
  const [row] = await db
    .select({
      visit: visits,
      project: { id: projects.id, name: projects.name },
      outlet: {
        id: project_outlets.id,
        project_name: project_outlets.name,
        name: outlets.name,
        address: outlets.address,
        lat: outlets.lat,
        lon: outlets.lon,
      },
      user: person(users),
      manager: person(managers),
    })
    .from(visits)
    .innerJoin(projects, eq(projects.id, visits.project_id))
    .innerJoin(project_outlets, eq(project_outlets.id, visits.project_outlet_id))
    .innerJoin(outlets, eq(outlets.id, project_outlets.outlet_id))
    .leftJoin(users, eq(users.id, visits.user_id))
    .leftJoin(managers, eq(managers.id, visits.manager_id))
    .where(
      and(
        eq(visits.id, params.visitId),
        inArray(visits.project_id, params.projectIds),
        isNull(visits.deleted_at),
      ),
    );
  return row;
}
export type VisitHeader = NonNullable<Awaited<ReturnType<typeof getVisitHeader>>>;

export const PHOTO_MAX_SIDE_SETTING = 'photo_max_side';
export const PHOTO_QUALITY_SETTING = 'photo_quality';

/**
 * Number settings as they hold in a project, in one query: its own value, else the global one,
 * else the setting's default; null when unset or not a number.
 */
export async function getProjectNumberSettings<Code extends string>(
  db: Database,
  projectId: number,
  codes: readonly Code[],
): Promise<Record<Code, number | null>> {
  const rows = await db
    .select({
      code: settings.code,
      project_id: setting_values.project_id,
      val: setting_values.val,
      default_value: settings.default_value,
    })
    .from(settings)
    .leftJoin(
      setting_values,
      and(
        eq(setting_values.setting_id, settings.id),
        isNull(setting_values.role_id),
        or(eq(setting_values.project_id, projectId), isNull(setting_values.project_id)),
      ),
    )
    .where(inArray(settings.code, [...codes]));
  const numberOf = (code: Code): number | null => {
    const own = rows.filter((row) => row.code === code);
    const raw =
      own.find((row) => row.project_id === projectId)?.val ??
      own.find((row) => row.project_id === null && row.val !== null)?.val ??
      own[0]?.default_value ??
      null;
    const value = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  };
  return Object.fromEntries(codes.map((code) => [code, numberOf(code)])) as Record<
    Code,
    number | null
  >;
}

/** A live visit row of the given projects, for the action routes' scope check. */
export async function findVisit(db: Database, params: { visitId: number; projectIds: number[] }) {
  if (params.projectIds.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(visits)
    .where(
      and(
        eq(visits.id, params.visitId),
        inArray(visits.project_id, params.projectIds),
        isNull(visits.deleted_at),
      ),
    );
  return row;
}
