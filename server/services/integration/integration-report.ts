import { and, asc } from 'drizzle-orm';
import { projects, users, visits } from '#server/db/schema/index';
import { REPORTS_READ, type ReportColumn, reportKind } from '#server/exports/report-kind';
import {
  afterVisit,
  type VisitLineCursor,
  visitLineCount,
  visitLineCursor,
  visitOutletCode,
  visitReportFilterSchema,
  visitReportWhere,
  visitsJoined,
} from '#server/exports/visit-lines';
import { EXPORT_MESSAGES } from '#src/contracts/exports';

/** Codes, not words: the file is read by the client's systems, which match on them. */
const INTEGRATION_COLUMNS: readonly ReportColumn[] = [
  { key: 'visit_id', header: 'ID визита', type: 'number' },
  { key: 'number', header: 'Номер визита', type: 'text' },
  { key: 'external_code', header: 'Внешний код визита', type: 'text' },
  { key: 'project_code', header: 'Код проекта', type: 'text' },
  { key: 'project_external_code', header: 'Внешний код проекта', type: 'text' },
  { key: 'outlet_code', header: 'Код точки', type: 'text' },
  { key: 'executor_login', header: 'Логин исполнителя', type: 'text' },
  { key: 'executor_external_id', header: 'Внешний ID исполнителя', type: 'text' },
  { key: 'visit_date', header: 'Дата', type: 'date' },
  { key: 'status_code', header: 'Код статуса', type: 'text' },
  { key: 'started_at', header: 'Начало', type: 'datetime' },
  { key: 'finished_at', header: 'Окончание', type: 'datetime' },
  { key: 'duration_seconds', header: 'Длительность, с', type: 'number' },
  { key: 'photo_count', header: 'Фото', type: 'number' },
  { key: 'is_checked', header: 'Проверен', type: 'boolean' },
];

/** A visit's line of the report, read from the visit and what visitsJoined joins to it. */
const INTEGRATION_FIELDS = {
  visit_id: visits.id,
  number: visits.number,
  external_code: visits.external_code,
  project_code: projects.code,
  project_external_code: projects.external_code,
  outlet_code: visitOutletCode,
  executor_login: users.login,
  executor_external_id: users.external_sfa_user_id,
  visit_date: visits.visit_date,
  status_code: visits.status,
  started_at: visits.started_at,
  finished_at: visits.finished_at,
  duration_seconds: visits.duration,
  photo_count: visits.photo_count,
  is_checked: visits.is_checked,
};

/**
 * The integration report: the visits of the period as the client's systems take them in, by
 * their codes. Administrators, analysts and report viewers run it (spec section 6 names its
 * denial, not its rule).
 */
export const integrationReportKind = reportKind({
  kind: 'integration_report',
  label: 'Интеграционный отчёт',
  permission: REPORTS_READ,
  filter: visitReportFilterSchema,
  columns: INTEGRATION_COLUMNS,
  requires: { project: true, dateRange: true },
  refuses: ({ context: { flags } }) =>
    !(flags.administrator || flags.analyst || flags.report_viewer),
  deniedMessage: EXPORT_MESSAGES.integrationDenied,
  count: ({ db, access, filter }) => visitLineCount(db, visitReportWhere(access, filter)),
  page: ({ db, access, filter }, after: VisitLineCursor | undefined, limit) =>
    visitsJoined(db.select(INTEGRATION_FIELDS).from(visits).$dynamic())
      .where(and(visitReportWhere(access, filter), afterVisit(after)))
      .orderBy(asc(visits.visit_date), asc(visits.id))
      .limit(limit),
  cursorOf: visitLineCursor,
});
