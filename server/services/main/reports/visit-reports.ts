import { and, eq, exists, isNotNull, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { import_process_visits, import_processes, visits } from '#server/db/schema/index';
import { REPORTS_READ, refusedUnlessReads, reportKind } from '#server/exports/report-kind';
import {
  VISIT_LINE_COLUMNS,
  type VisitLineCursor,
  visitLineCount,
  visitLineCursor,
  visitLines,
  visitReportFilterSchema,
  visitReportWhere,
} from '#server/exports/visit-lines';
import { EXPORT_MESSAGES } from '#src/contracts/exports';
import { idSchema } from '#src/contracts/fields';

/** Visits by schedule: every planned visit of the period, the plan beside what was done. */
export const visitsByScheduleKind = reportKind({
  kind: 'visits_by_schedule',
  label: 'Визиты по графику',
  permission: REPORTS_READ,
  filter: visitReportFilterSchema,
  columns: VISIT_LINE_COLUMNS,
  requires: { project: true, dateRange: true },
  refuses: refusedUnlessReads('visiting_schedule'),
  deniedMessage: EXPORT_MESSAGES.scheduleDenied,
  count: ({ db, access, filter }) =>
    visitLineCount(db, visitReportWhere(access, filter, isNotNull(visits.planned_start))),
  page: ({ db, access, filter }, after: VisitLineCursor | undefined, limit) =>
    visitLines(db, visitReportWhere(access, filter, isNotNull(visits.planned_start)), after, limit),
  cursorOf: visitLineCursor,
});

const byImportFilterSchema = z.strictObject({
  project_ids: visitReportFilterSchema.shape.project_ids,
  /** The import of routes whose visits the report shows. */
  import_id: idSchema,
  user_ids: visitReportFilterSchema.shape.user_ids,
  statuses: visitReportFilterSchema.shape.statuses,
});

/** Of the import's visits: an import of the same projects (another's import shows nothing). */
const plannedBy = (importId: number) =>
  exists(
    sql`(select 1 from ${import_process_visits} join ${import_processes} on ${import_processes.id} = ${import_process_visits.import_process_id} where ${and(
      eq(import_process_visits.import_process_id, importId),
      eq(import_process_visits.visit_id, visits.id),
      eq(import_processes.project_id, visits.project_id),
    )})`,
  );

/** Visits by import: the visits an import of routes planned, and what became of them. */
export const visitsByImportKind = reportKind({
  kind: 'visits_by_import',
  label: 'Визиты по импорту',
  permission: REPORTS_READ,
  filter: byImportFilterSchema,
  columns: VISIT_LINE_COLUMNS,
  requires: { project: true, dateRange: false },
  refuses: refusedUnlessReads('imports'),
  count: ({ db, access, filter }) =>
    visitLineCount(db, visitReportWhere(access, filter, plannedBy(filter.import_id))),
  page: ({ db, access, filter }, after: VisitLineCursor | undefined, limit) =>
    visitLines(db, visitReportWhere(access, filter, plannedBy(filter.import_id)), after, limit),
  cursorOf: visitLineCursor,
});
