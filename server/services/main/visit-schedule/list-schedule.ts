import {
  and,
  asc,
  between,
  count,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import {
  outlets,
  project_outlets,
  projects,
  roles,
  user_projects,
  user_roles,
  users,
  visits,
} from '#server/db/schema/index';
import { FIELD_ONLY_ROLES } from '#src/contracts/enums';
import type { Paginated } from '#src/contracts/list';
import type {
  ScheduleRow,
  ScheduleVisit,
  visitScheduleFilterSchema,
} from '#src/contracts/visit-schedule';

type ScheduleFilter = z.output<typeof visitScheduleFilterSchema>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const ids = (values: number[] | undefined) => (values?.length ? values : undefined);

/** Conditions on visits of the period: scope, day range and the filters that concern visits. */
function visitConditions(projectIds: number[], filter: ScheduleFilter): SQL | undefined {
  const optional = (values: number[] | undefined, column: Parameters<typeof inArray>[0]) =>
    values ? inArray(column, values) : undefined;
  return and(
    inArray(visits.project_id, projectIds),
    isNull(visits.deleted_at),
    between(visits.visit_date, filter.date_from, filter.date_to),
    optional(ids(filter.project_retail_ids), visits.project_retail_id),
    optional(ids(filter.branch_ids), visits.branch_id),
    optional(ids(filter.territory_ids), visits.territory_id),
    optional(ids(filter.city_ids), visits.city_id),
    filter.statuses?.length ? inArray(visits.status, filter.statuses) : undefined,
  );
}

/** Filters that narrow the visits: with one set, only executors with a matching visit are rows. */
function narrowsVisits(filter: ScheduleFilter): boolean {
  return Boolean(
    filter.project_retail_ids?.length ||
      filter.branch_ids?.length ||
      filter.territory_ids?.length ||
      filter.city_ids?.length ||
      filter.statuses?.length,
  );
}

/**
 * Who is a row: an executor with a visit of the period, and, to plan for them, every field
 * worker of the projects even with an empty week (staff members are executors only when they
 * have visits, or the grid would fill with managers).
 */
function rowCondition(projectIds: number[], filter: ScheduleFilter, visitWhere: SQL | undefined) {
  const hasVisit = exists(
    sql`(select 1 from ${visits} where ${visits.user_id} = ${users.id} and ${visitWhere})`,
  );
  const fieldWorker = and(
    exists(
      sql`(select 1 from ${user_projects} where ${user_projects.user_id} = ${users.id} and ${user_projects.is_active} and ${inArray(user_projects.project_id, projectIds)})`,
    ),
    exists(
      sql`(select 1 from ${user_roles} join ${roles} on ${roles.id} = ${user_roles.role_id} where ${user_roles.user_id} = ${users.id} and ${inArray(roles.sys_name, [...FIELD_ONLY_ROLES])})`,
    ),
  );
  return and(
    ids(filter.user_ids) ? inArray(users.id, filter.user_ids ?? []) : undefined,
    narrowsVisits(filter) ? hasVisit : or(hasVisit, fieldWorker),
  );
}

/**
 * A page of executors (by name) of the permitted projects with their visits of the period, by
 * planned start. Two queries after the count: the rows, then the visits of those rows only.
 */
export async function listSchedule(
  db: Database,
  projectIds: number[],
  filter: ScheduleFilter,
): Promise<Paginated<ScheduleRow>> {
  const page = { limit: filter.limit, offset: filter.offset };
  if (projectIds.length === 0) return { items: [], total: 0, ...page };
  const visitWhere = visitConditions(projectIds, filter);
  const where = rowCondition(projectIds, filter, visitWhere);
  const [people, [{ total }]] = await Promise.all([
    db
      .select({
        id: users.id,
        last_name: users.last_name,
        first_name: users.first_name,
        patronymic_name: users.patronymic_name,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  if (people.length === 0) return { items: [], total, ...page };

  const rows = await db
    .select({
      visit: visits,
      project: { id: projects.id, name: projects.name },
      outlet: {
        id: project_outlets.id,
        project_name: project_outlets.name,
        name: outlets.name,
        address: outlets.address,
      },
    })
    .from(visits)
    .innerJoin(projects, eq(projects.id, visits.project_id))
    .innerJoin(project_outlets, eq(project_outlets.id, visits.project_outlet_id))
    .innerJoin(outlets, eq(outlets.id, project_outlets.outlet_id))
    .where(
      and(
        visitWhere,
        inArray(
          visits.user_id,
          people.map((person) => person.id),
        ),
      ),
    )
    .orderBy(asc(visits.visit_date), asc(visits.planned_start), asc(visits.id));

  const byUser = new Map<number, ScheduleVisit[]>(people.map((person) => [person.id, []]));
  for (const { visit, project, outlet } of rows) {
    if (visit.user_id === null) continue;
    byUser.get(visit.user_id)?.push({
      id: visit.id,
      number: visit.number,
      status: visit.status,
      visit_type: visit.visit_type,
      visit_date: visit.visit_date,
      planned_start: iso(visit.planned_start),
      planned_end: iso(visit.planned_end),
      user_id: visit.user_id,
      project,
      outlet: { id: outlet.id, name: outlet.project_name ?? outlet.name, address: outlet.address },
    });
  }
  const items = people.map((user) => ({ user, visits: byUser.get(user.id) ?? [] }));
  return { items, total, ...page };
}

/**
 * How many visits the schedule's rows hold over all its pages: every visit of the period with an
 * executor (one always makes its executor a row), of the executors asked for.
 */
export async function countScheduleVisits(
  db: Database,
  projectIds: number[],
  filter: ScheduleFilter,
): Promise<number> {
  if (projectIds.length === 0) return 0;
  const userIds = ids(filter.user_ids);
  const [{ total }] = await db
    .select({ total: count() })
    .from(visits)
    .where(
      and(
        visitConditions(projectIds, filter),
        isNotNull(visits.user_id),
        userIds ? inArray(visits.user_id, userIds) : undefined,
      ),
    );
  return total;
}
