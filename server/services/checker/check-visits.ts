import { and, between, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import { listedOutlet, pageOfVisits } from '#server/db/queries/visit-page';
import { check_list_results, outlets, project_outlets, visits } from '#server/db/schema/index';
import { todayIso } from '#server/lib/dates';
import type { CheckOutlet, CheckVisit, checkVisitFilterSchema } from '#src/contracts/checker';
import type { Paginated } from '#src/contracts/list';
import { visitCheckType } from './check-type';

type CheckVisitFilter = z.output<typeof checkVisitFilterSchema>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function conditions(projectIds: number[], filter: CheckVisitFilter): SQL[] {
  const today = todayIso();
  const range = filter.date_range ?? { start: today, end: today };
  // Only completed visits have something to check.
  return [
    inArray(visits.project_id, projectIds),
    isNull(visits.deleted_at),
    between(visits.visit_date, range.start, range.end),
    eq(visits.status, 'completed'),
    filter.is_checked === undefined ? undefined : eq(visits.is_checked, filter.is_checked),
    filter.check_type ? sql`${visitCheckType} = ${filter.check_type}::check_type` : undefined,
    filter.user_ids?.length ? inArray(visits.user_id, filter.user_ids) : undefined,
    filter.project_outlet_ids?.length
      ? inArray(visits.project_outlet_id, filter.project_outlet_ids)
      : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

const latestResult = sql<
  'accepted' | 'rejected' | null
>`(select ${check_list_results.result} from ${check_list_results} where ${check_list_results.visit_id} = ${visits.id} order by ${check_list_results.id} desc limit 1)`;

/** Completed visits of `projectIds` for the checker screen, newest first, with the total. */
export async function listCheckVisits(
  db: Database,
  projectIds: number[],
  filter: CheckVisitFilter,
): Promise<Paginated<CheckVisit>> {
  const page = { limit: filter.limit, offset: filter.offset };
  if (projectIds.length === 0) return { items: [], total: 0, ...page };
  const where = and(...conditions(projectIds, filter));
  const { rows, total } = await pageOfVisits(db, where, page, {
    check_type: visitCheckType,
    check_result: latestResult,
  });
  const items = rows.map(({ visit, check_type, check_result, project, outlet, user }) => ({
    id: visit.id,
    number: visit.number,
    status: visit.status,
    visit_type: visit.visit_type,
    visit_date: visit.visit_date,
    started_at: iso(visit.started_at),
    finished_at: iso(visit.finished_at),
    photo_count: visit.photo_count,
    is_checked: visit.is_checked,
    check_type,
    check_result,
    project,
    outlet: listedOutlet(outlet),
    user: user?.id ? user : null,
  }));
  return { items, total, ...page };
}

/** Active outlets of `projectIds` by name, for the outlet filter. */
export async function listCheckOutlets(
  db: Database,
  projectIds: number[],
  page: { limit: number; offset: number },
): Promise<Paginated<CheckOutlet>> {
  if (projectIds.length === 0) return { items: [], total: 0, ...page };
  const where = and(
    inArray(project_outlets.project_id, projectIds),
    eq(project_outlets.is_active, true),
  );
  const name = sql<string>`coalesce(${project_outlets.name}, ${outlets.name})`;
  const [items, [{ total }]] = await Promise.all([
    db
      .select({ id: project_outlets.id, name, address: outlets.address })
      .from(project_outlets)
      .innerJoin(outlets, eq(outlets.id, project_outlets.outlet_id))
      .where(where)
      .orderBy(name, project_outlets.id)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(project_outlets).where(where),
  ]);
  return { items, total, ...page };
}
