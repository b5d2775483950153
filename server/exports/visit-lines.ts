import { and, asc, between, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import * as z from 'zod/mini';
import type { RequestAccess } from '#server/access/permissions-request';
import type { Database } from '#server/db/client';
import {
  outlets,
  project_outlets,
  projects,
  users,
  visit_fail_results,
  visits,
} from '#server/db/schema/index';
import { visitStatusSchema } from '#src/contracts/feeds';
import { dateRangeSchema, idListSchema } from '#src/contracts/fields';
import { VISIT_STATUS_NAMES } from '#src/contracts/visit-status-names';
import type { ReportColumn } from './report-kind';

/**
 * The filter of a visit report: the projects and the period it needs, the executors and
 * statuses it may narrow to. Project and period are optional here so that their absence is
 * answered with the engine's messages (spec section 5), not a schema's.
 */
export const visitReportFilterSchema = z.strictObject({
  project_ids: z.optional(idListSchema),
  date_range: z.optional(dateRangeSchema),
  user_ids: z.optional(idListSchema),
  statuses: z.optional(z.array(visitStatusSchema).check(z.maxLength(20))),
});
export type VisitReportFilter = z.output<typeof visitReportFilterSchema>;

/**
 * The visits a report of the author reads: live visits of the projects where they may read it
 * (of those the filter names), of the period, and of the executors and statuses asked.
 */
export function visitReportWhere(
  access: RequestAccess,
  filter: VisitReportFilter,
  ...more: (SQL | undefined)[]
): SQL | undefined {
  const projects = access.permittedProjectIds;
  const range = filter.date_range;
  return and(
    inArray(visits.project_id, projects.length ? projects : [0]),
    isNull(visits.deleted_at),
    range ? between(visits.visit_date, range.start, range.end) : undefined,
    filter.user_ids?.length ? inArray(visits.user_id, filter.user_ids) : undefined,
    filter.statuses?.length ? inArray(visits.status, filter.statuses) : undefined,
    ...more,
  );
}

/** Where the next page of visit lines starts: the order's keys, the day then the visit. */
export interface VisitLineCursor {
  visit_date: string;
  visit_id: number;
}

/** The columns of a visit every visit report has, in the order they are offered. */
export const VISIT_LINE_COLUMNS: readonly ReportColumn[] = [
  { key: 'visit_date', header: 'Дата', type: 'date' },
  { key: 'number', header: 'Номер визита', type: 'text' },
  { key: 'project', header: 'Проект', type: 'text' },
  { key: 'executor', header: 'Исполнитель', type: 'text' },
  { key: 'outlet', header: 'Торговая точка', type: 'text' },
  { key: 'outlet_code', header: 'Код точки', type: 'text' },
  { key: 'address', header: 'Адрес', type: 'text' },
  { key: 'planned_start', header: 'План: начало', type: 'datetime' },
  { key: 'planned_end', header: 'План: окончание', type: 'datetime' },
  { key: 'started_at', header: 'Факт: начало', type: 'datetime' },
  { key: 'finished_at', header: 'Факт: окончание', type: 'datetime' },
  { key: 'status', header: 'Статус', type: 'text' },
  { key: 'late_minutes', header: 'Опоздание, мин', type: 'number' },
  { key: 'duration_minutes', header: 'Длительность, мин', type: 'number' },
  { key: 'photo_count', header: 'Фото', type: 'number' },
  { key: 'fail_reason', header: 'Причина невыполнения', type: 'text' },
  { key: 'comment', header: 'Комментарий', type: 'text' },
];

/** The visit outlet's code: the project's own, else the catalog's. */
export const visitOutletCode = sql<
  string | null
>`coalesce(${project_outlets.external_code}, ${outlets.external_code})`;

/** A visit's line as the reports read it: the visit, its project, outlet and executor. */
const visitLineFields = {
  visit_id: visits.id,
  visit_date: visits.visit_date,
  number: visits.number,
  project: projects.name,
  executor: sql<
    string | null
  >`nullif(concat_ws(' ', ${users.last_name}, ${users.first_name}, ${users.patronymic_name}), '')`,
  outlet: project_outlets.name,
  outlet_code: visitOutletCode,
  address: outlets.address,
  planned_start: visits.planned_start,
  planned_end: visits.planned_end,
  started_at: visits.started_at,
  finished_at: visits.finished_at,
  status: visits.status,
  // Started after its planned start: by how many whole minutes, rounded up.
  late_minutes: sql<number | null>`case when ${visits.started_at} > ${visits.planned_start}
    then ceil(extract(epoch from ${visits.started_at} - ${visits.planned_start}) / 60)::int end`,
  duration_minutes: sql<number | null>`round(${visits.duration} / 60.0)::int`,
  photo_count: visits.photo_count,
  fail_reason: visit_fail_results.name,
  comment: visits.comment,
};

/**
 * The visits of `query` joined to their project, outlet (in the project and in the catalog) and
 * executor: what every visit report reads its fields from.
 */
export function visitsJoined<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(projects, eq(projects.id, visits.project_id))
    .innerJoin(project_outlets, eq(project_outlets.id, visits.project_outlet_id))
    .innerJoin(outlets, eq(outlets.id, project_outlets.outlet_id))
    .leftJoin(users, eq(users.id, visits.user_id));
}

/** Visits joined to what a line shows. */
function visitLinesFrom(db: Database) {
  return visitsJoined(db.select(visitLineFields).from(visits).$dynamic()).leftJoin(
    visit_fail_results,
    eq(visit_fail_results.id, visits.visit_fail_result_id),
  );
}

/** After the cursor's visit in the lines' order (day, then visit). */
export const afterVisit = (after: VisitLineCursor | undefined): SQL | undefined =>
  after
    ? sql`(${visits.visit_date}, ${visits.id}) > (${after.visit_date}::date, ${after.visit_id})`
    : undefined;

/** A visit status in words: a report is read outside the portal. */
const statusWords = <Line extends { status: keyof typeof VISIT_STATUS_NAMES }>(line: Line) => ({
  ...line,
  status: VISIT_STATUS_NAMES[line.status] ?? line.status,
});

/** Up to `limit` visit lines of `where` after `after`, by day and visit. */
export async function visitLines(
  db: Database,
  where: SQL | undefined,
  after: VisitLineCursor | undefined,
  limit: number,
) {
  const rows = await visitLinesFrom(db)
    .where(and(where, afterVisit(after)))
    .orderBy(asc(visits.visit_date), asc(visits.id))
    .limit(limit);
  return rows.map(statusWords);
}

/** How many visits `where` matches. */
export async function visitLineCount(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(visits).where(where);
  return row?.total ?? 0;
}

export const visitLineCursor = (line: { visit_date: string; visit_id: number }) => ({
  visit_date: line.visit_date,
  visit_id: line.visit_id,
});
