import { and, count, eq, inArray, isNull, type Placeholder, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { CallerRider } from '#server/access/provisional-caller';
import type { Database } from '#server/db/client';
import { listedOutlet, pageOfVisits, visitPageStatements } from '#server/db/queries/visit-page';
import { check_list_results, outlets, project_outlets, visits } from '#server/db/schema/index';
import { anyOf, atLeast, atMost, equalTo, listed, shapedFilter } from '#server/db/shaped-where';
import { statementsByShape } from '#server/db/statements';
import { todayIso } from '#server/lib/dates';
import type { CheckOutlet, CheckVisit, checkVisitFilterSchema } from '#src/contracts/checker';
import type { Paginated } from '#src/contracts/list';
import { visitCheckType } from './check-type';
import { checkedBy } from './visit-checkers';

type CheckVisitFilter = z.output<typeof checkVisitFilterSchema>;

/** The check queue filter's conditions (shaped-where). */
const checkFilter = shapedFilter({
  project_ids: anyOf(visits.project_id),
  date_from: atLeast(visits.visit_date),
  date_to: atMost(visits.visit_date),
  is_checked: equalTo(visits.is_checked),
  check_type: { one: (value: Placeholder) => sql`${visitCheckType} = ${value}::check_type` },
  user_ids: anyOf(visits.user_id),
  project_outlet_ids: anyOf(visits.project_outlet_id),
  checker_id: { one: (value: Placeholder) => checkedBy(sql`${value}::int`) },
});
type CheckConditionValues = Parameters<typeof checkFilter.shape>[0];

function checkValues(
  projectIds: number[],
  filter: CheckVisitFilter,
  checkerId: number | undefined,
): CheckConditionValues {
  const today = todayIso();
  const range = filter.date_range ?? { start: today, end: today };
  return {
    project_ids: projectIds,
    date_from: range.start,
    date_to: range.end,
    is_checked: filter.is_checked,
    check_type: filter.check_type || undefined,
    user_ids: listed(filter.user_ids),
    project_outlet_ids: listed(filter.project_outlet_ids),
    checker_id: checkerId,
  };
}

const latestResult = sql<
  'accepted' | 'rejected' | null
>`(select ${check_list_results.result} from ${check_list_results} where ${check_list_results.visit_id} = ${visits.id} order by ${check_list_results.id} desc limit 1)`;

/** The check queue's page statements, one pair per shape of its filter. */
const checkStatements = statementsByShape(
  'check-visits',
  (db: Database, shape: readonly string[], name: string) =>
    visitPageStatements(
      db,
      and(isNull(visits.deleted_at), eq(visits.status, 'completed'), checkFilter.where(shape)),
      { check_type: visitCheckType, check_result: latestResult },
      name,
    ),
  (shape) => shape.join(','),
);

/** Completed visits of `projectIds` for the checker screen, newest first, with the total. */
export async function listCheckVisits(
  db: Database,
  projectIds: number[],
  filter: CheckVisitFilter,
  /** The request's pending caller read, for the total's statement to carry. */
  claimRider: () => CallerRider | undefined = () => undefined,
  /** A check manager's id: only the visits assigned to them (visit-checkers.ts). */
  checkerId?: number,
): Promise<Paginated<CheckVisit>> {
  const page = { limit: filter.limit, offset: filter.offset };
  if (projectIds.length === 0) return { items: [], total: 0, ...page };
  const values = checkValues(projectIds, filter, checkerId);
  const statements = checkStatements(db, checkFilter.shape(values));
  const { rows, total } = await pageOfVisits(
    statements,
    checkFilter.placeholders(values),
    page,
    claimRider(),
  );
  const items = rows.map(({ visit, check_type, check_result, project, outlet, user }) => ({
    id: visit.id,
    number: visit.number,
    status: visit.status,
    visit_type: visit.visit_type,
    visit_date: visit.visit_date,
    started_at: visit.started_at,
    finished_at: visit.finished_at,
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
