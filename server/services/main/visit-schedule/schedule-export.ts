import { listCallParts, pagedExportKind } from '#server/exports/paged-kind';
import { visitScheduleCalls } from '#src/contracts/visit-schedule';
import { listSchedule } from './list-schedule';

/** The schedule's "Выгрузить": its executors of the period with their visits, as the grid reads. */
export const visitScheduleExportKind = pagedExportKind({
  kind: 'visit_schedule',
  ...listCallParts(visitScheduleCalls.listSchedule),
  read: ({ db, access, filter }, page) =>
    listSchedule(db, access.permittedProjectIds, { ...filter, ...page }),
});
