import * as z from 'zod/mini';
import { rowColumns } from '#server/exports/column-types';
import { defineExportKind, type ExportReadContext } from '#server/exports/kind';
import { filterKeysOf } from '#server/exports/schema-shape';
import { visitStatusSchema, visitTypeSchema } from '#src/contracts/feeds';
import { isoDateSchema } from '#src/contracts/fields';
import { personSchema } from '#src/contracts/person';
import {
  type ScheduleRow,
  visitScheduleCalls,
  visitScheduleFilterSchema,
} from '#src/contracts/visit-schedule';
import { countScheduleVisits, listSchedule } from './list-schedule';

type ScheduleFilter = z.output<typeof visitScheduleFilterSchema>;

/** Executors per read: the list call's largest page. */
const EXECUTORS_PER_READ = 100;

/**
 * One line of the schedule's file: a visit with its executor. The grid's row (an executor with a
 * list of visits) reads badly in a spreadsheet; a line per visit sorts and filters there.
 * Moments are typed as such, so the file shows them at the author's wall clock.
 */
const scheduleLineSchema = z.object({
  id: z.int(),
  number: z.string(),
  executor: personSchema,
  visit_date: isoDateSchema,
  project: z.string(),
  outlet: z.string(),
  address: z.string(),
  planned_start: z.nullable(z.iso.datetime()),
  planned_end: z.nullable(z.iso.datetime()),
  status: visitStatusSchema,
  visit_type: visitTypeSchema,
});
type ScheduleLine = z.infer<typeof scheduleLineSchema>;

/** A grid's row as lines, its visits in the grid's order (by day, then planned start). */
const scheduleLinesOf = (row: ScheduleRow): ScheduleLine[] =>
  row.visits.map((visit) => ({
    id: visit.id,
    number: visit.number,
    executor: row.user,
    visit_date: visit.visit_date,
    project: visit.project.name,
    outlet: visit.outlet.name,
    address: visit.outlet.address,
    planned_start: visit.planned_start,
    planned_end: visit.planned_end,
    status: visit.status,
    visit_type: visit.visit_type,
  }));

const filterOf = (context: ExportReadContext) => context.filter as ScheduleFilter;

/**
 * The schedule's "Выгрузить": a line per visit of its executors of the period, executor by
 * executor as the grid lists them, read with the schedule's own list function for the author.
 */
export const visitScheduleExportKind = defineExportKind({
  kind: 'visit_schedule',
  group: 'list',
  label: 'visit_schedule',
  permission: visitScheduleCalls.listSchedule.permission,
  filter: visitScheduleFilterSchema,
  filterKeys: filterKeysOf(visitScheduleFilterSchema),
  columns: rowColumns(scheduleLineSchema.shape),
  requires: { project: false, dateRange: false },
  count: (context) =>
    countScheduleVisits(context.db, context.access.permittedProjectIds, filterOf(context)),
  async *batches(context) {
    const filter = filterOf(context);
    for (let offset = 0; ; offset += EXECUTORS_PER_READ) {
      context.signal.throwIfAborted();
      const page = await listSchedule(context.db, context.access.permittedProjectIds, {
        ...filter,
        limit: EXECUTORS_PER_READ,
        offset,
      });
      const lines = page.items.flatMap(scheduleLinesOf);
      if (lines.length > 0) yield lines;
      if (page.items.length < EXECUTORS_PER_READ) return;
    }
  },
});
