import { and, fillPlaceholders, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { CallerRider } from '#server/access/provisional-caller';
import type { Database } from '#server/db/client';
import { listedOutlet, pageOfVisits, visitPageStatements } from '#server/db/queries/visit-page';
import { visits } from '#server/db/schema/index';
import {
  anyOf,
  atLeast,
  atMost,
  equalTo,
  inList,
  listed,
  shapedFilter,
} from '#server/db/shaped-where';
import { statementsByShape } from '#server/db/statements';
import { todayIso } from '#server/lib/dates';
import type { FeedItem, feedFilterSchema } from '#src/contracts/feeds';
import type { Paginated } from '#src/contracts/list';

export type FeedFilter = z.output<typeof feedFilterSchema>;

/** The feed filter's conditions (shaped-where): which are used depends on the filter. */
export const feedFilter = shapedFilter({
  project_ids: anyOf(visits.project_id),
  date_from: atLeast(visits.visit_date),
  date_to: atMost(visits.visit_date),
  visit_type: equalTo(visits.visit_type),
  statuses: inList(visits.status),
  user_ids: anyOf(visits.user_id),
  manager_ids: anyOf(visits.manager_id),
  project_retail_ids: anyOf(visits.project_retail_id),
  branch_ids: anyOf(visits.branch_id),
  territory_ids: anyOf(visits.territory_id),
  city_ids: anyOf(visits.city_id),
  external_code: equalTo(visits.external_code),
  is_restored: equalTo(visits.is_restored),
  numbers: anyOf(visits.number),
});
type FeedConditionValues = Parameters<typeof feedFilter.shape>[0];

/** The values of the conditions a filter uses, the caller's projects among them. */
export function feedValues(projectIds: number[], filter: FeedFilter): FeedConditionValues {
  const today = todayIso();
  const range = filter.date_range ?? { start: today, end: today };
  const numbers = (filter.number ?? '')
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    project_ids: projectIds,
    date_from: range.start,
    date_to: range.end,
    visit_type: filter.visit_type,
    statuses: listed(filter.statuses),
    user_ids: listed(filter.user_ids),
    manager_ids: listed(filter.manager_ids),
    project_retail_ids: listed(filter.project_retail_id),
    branch_ids: listed(filter.branch_id),
    territory_ids: listed(filter.territory_id),
    city_ids: listed(filter.city_id),
    external_code: filter.external_code || undefined,
    is_restored: filter.is_restored,
    numbers: listed(numbers),
  };
}

/** The feed's WHERE for one shape of its filter: live visits only. */
export const feedWhere = (shape: readonly string[]) =>
  and(isNull(visits.deleted_at), feedFilter.where(shape));

/** The feed's page statements, one pair per shape of its filter. */
const feedStatements = statementsByShape(
  'feed',
  (db: Database, shape: readonly string[], name: string) =>
    visitPageStatements(db, feedWhere(shape), {}, name),
  (shape) => shape.join(','),
);

/** The number of visits the feed has for the filter: its page call's total. */
export async function feedTotal(db: Database, projectIds: number[], filter: FeedFilter) {
  if (projectIds.length === 0) return 0;
  const values = feedValues(projectIds, filter);
  const statements = feedStatements(db, feedFilter.shape(values));
  const [{ total }] = await statements.total.execute(feedFilter.placeholders(values));
  return total;
}

type ListedVisit = Awaited<ReturnType<typeof pageOfVisits<Record<never, never>>>>['rows'][number];

/** A visit read with the list columns as the feed answers it. */
export const feedItemOf = ({ visit, project, outlet, user }: ListedVisit): FeedItem => ({
  id: visit.id,
  number: visit.number,
  status: visit.status,
  visit_type: visit.visit_type,
  visit_date: visit.visit_date,
  planned_start: visit.planned_start,
  planned_end: visit.planned_end,
  started_at: visit.started_at,
  finished_at: visit.finished_at,
  duration: visit.duration,
  photo_count: visit.photo_count,
  is_restored: visit.is_restored,
  is_checked: visit.is_checked,
  external_code: visit.external_code,
  project,
  outlet: listedOutlet(outlet),
  user: user?.id ? user : null,
});

/**
 * The statements of a feed page with their values, as the server runs them: the bench runs the
 * same SQL on a bare handler.
 */
export function feedQueries(db: Database, projectIds: number[], filter: FeedFilter) {
  const values = feedValues(projectIds, filter);
  const statements = feedStatements(db, feedFilter.shape(values));
  const all = { ...feedFilter.placeholders(values), limit: filter.limit, offset: filter.offset };
  const filled = (query: { sql: string; params: unknown[] }) => ({
    sql: query.sql,
    params: fillPlaceholders(query.params, all),
  });
  return {
    rows: filled(statements.rows.getQuery()),
    total: filled(statements.total.getQuery()),
  };
}

/** The visit feed page for the caller's projects, newest first, with the total for the filter. */
export async function listFeeds(
  db: Database,
  projectIds: number[],
  filter: FeedFilter,
  /** The request's pending caller read, for the total's statement to carry. */
  claimRider: () => CallerRider | undefined = () => undefined,
): Promise<Paginated<FeedItem>> {
  const page = { limit: filter.limit, offset: filter.offset };
  if (projectIds.length === 0) return { items: [], total: 0, ...page };
  const values = feedValues(projectIds, filter);
  const statements = feedStatements(db, feedFilter.shape(values));
  const { rows, total } = await pageOfVisits(
    statements,
    feedFilter.placeholders(values),
    page,
    claimRider(),
  );

  const items = rows.map(feedItemOf);
  return { items, total, ...page };
}
