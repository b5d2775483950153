import { and, between, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '#server/db/client';
import { listedOutlet, pageOfVisits, visitPageQueries } from '#server/db/queries/visit-page';
import { visits } from '#server/db/schema/index';
import { todayIso } from '#server/lib/dates';
import type { FeedItem, feedFilterSchema } from '#src/contracts/feeds';
import type { Paginated } from '#src/contracts/list';

type FeedFilter = z.output<typeof feedFilterSchema>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function feedConditions(projectIds: number[], filter: FeedFilter): SQL[] {
  const today = todayIso();
  const range = filter.date_range ?? { start: today, end: today };
  const conditions: (SQL | undefined)[] = [
    inArray(visits.project_id, projectIds),
    isNull(visits.deleted_at),
    between(visits.visit_date, range.start, range.end),
    eq(visits.visit_type, filter.visit_type),
    filter.statuses.length ? inArray(visits.status, filter.statuses) : undefined,
    filter.user_ids?.length ? inArray(visits.user_id, filter.user_ids) : undefined,
    filter.manager_ids?.length ? inArray(visits.manager_id, filter.manager_ids) : undefined,
    filter.project_retail_id?.length
      ? inArray(visits.project_retail_id, filter.project_retail_id)
      : undefined,
    filter.branch_id?.length ? inArray(visits.branch_id, filter.branch_id) : undefined,
    filter.territory_id?.length ? inArray(visits.territory_id, filter.territory_id) : undefined,
    filter.city_id?.length ? inArray(visits.city_id, filter.city_id) : undefined,
    filter.external_code ? eq(visits.external_code, filter.external_code) : undefined,
    filter.is_restored === undefined ? undefined : eq(visits.is_restored, filter.is_restored),
  ];
  const numbers = (filter.number ?? '')
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);
  if (numbers.length) conditions.push(inArray(visits.number, numbers));
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** The statements of a feed page, unexecuted: the bench runs the same SQL on a bare handler. */
export function feedQueries(db: Database, projectIds: number[], filter: FeedFilter) {
  const page = { limit: filter.limit, offset: filter.offset };
  return visitPageQueries(db, and(...feedConditions(projectIds, filter)), page, {});
}

/** The visit feed page for the caller's projects, newest first, with the total for the filter. */
export async function listFeeds(
  db: Database,
  projectIds: number[],
  filter: FeedFilter,
): Promise<Paginated<FeedItem>> {
  const page = { limit: filter.limit, offset: filter.offset };
  if (projectIds.length === 0) return { items: [], total: 0, ...page };
  const where = and(...feedConditions(projectIds, filter));
  const { rows, total } = await pageOfVisits(db, where, page, {});

  const items = rows.map(({ visit, project, outlet, user }) => ({
    id: visit.id,
    number: visit.number,
    status: visit.status,
    visit_type: visit.visit_type,
    visit_date: visit.visit_date,
    planned_start: iso(visit.planned_start),
    planned_end: iso(visit.planned_end),
    started_at: iso(visit.started_at),
    finished_at: iso(visit.finished_at),
    duration: visit.duration,
    photo_count: visit.photo_count,
    is_restored: visit.is_restored,
    is_checked: visit.is_checked,
    external_code: visit.external_code,
    project,
    outlet: listedOutlet(outlet),
    user: user?.id ? user : null,
  }));
  return { items, total, ...page };
}
