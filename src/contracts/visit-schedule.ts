import * as z from 'zod/mini';
import { defineCall, withSchemas } from './calls';
import { visitStatusSchema, visitTypeSchema } from './feeds';
import { dateTimeSchema, idParamSchema, idSchema } from './fields';
import { MAX_SCHEDULE_DAYS } from './limits';
import { idListSchema, isoDateSchema, paginatedSchema, paginationShape } from './list';
import { personSchema } from './person';
import { SCHEDULE_AREA, visitScheduleAddresses } from './visit-schedule-addresses';
import { VISIT_MESSAGES } from './visits';

/**
 * The visit schedule (/visit-schedule) of the main service, area `visiting_schedule`:
 * - POST /visit_schedule/list/ (read) — executors of a period, each with their visits;
 * - POST /visit_schedule/ (create) — a planned visit;
 * - PATCH /visit_schedule/{id}/ (update) — move it: executor, day, times;
 * - DELETE /visit_schedule/{id}/ (delete) — remove it.
 * Only planned and new visits may be changed or removed here; the others belong to the feed.
 */
export const VISIT_SCHEDULE_MESSAGES = {
  startAfterEnd: VISIT_MESSAGES.startAfterEnd,
  notFound: VISIT_MESSAGES.notFound,
  notEditable: 'Изменять и удалять можно только запланированные и новые визиты',
  outletNotFound: 'Торговая точка не найдена',
  executorNotInProject: 'Исполнитель не состоит в проекте торговой точки',
  periodOrder: 'Начало периода не может быть позже конца',
  periodTooLong: 'Период графика не может быть длиннее 42 дней',
} as const;

/** Statuses a schedule entry can still be changed or removed in. */
export const EDITABLE_VISIT_STATUSES = ['planned', 'new'] as const;

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

export const visitScheduleFilterSchema = z
  .strictObject({
    project_ids: z.optional(idListSchema),
    date_from: isoDateSchema,
    date_to: isoDateSchema,
    user_ids: z.optional(idListSchema),
    project_retail_ids: z.optional(idListSchema),
    branch_ids: z.optional(idListSchema),
    territory_ids: z.optional(idListSchema),
    city_ids: z.optional(idListSchema),
    statuses: z.optional(z.array(visitStatusSchema).check(z.maxLength(20))),
    // A page of executors (rows), not of visits.
    limit: z._default(z.int().check(z.minimum(1), z.maximum(100)), 20),
    offset: paginationShape.offset,
  })
  .check(
    z.refine((filter) => filter.date_from <= filter.date_to, {
      message: VISIT_SCHEDULE_MESSAGES.periodOrder,
      path: ['date_to'],
    }),
    z.refine(
      (filter) => dayNumber(filter.date_to) - dayNumber(filter.date_from) < MAX_SCHEDULE_DAYS,
      { message: VISIT_SCHEDULE_MESSAGES.periodTooLong, path: ['date_to'] },
    ),
  );
export type VisitScheduleFilter = z.input<typeof visitScheduleFilterSchema>;

const scheduleVisitSchema = z.object({
  id: z.int(),
  number: z.string(),
  status: visitStatusSchema,
  visit_type: visitTypeSchema,
  visit_date: isoDateSchema,
  planned_start: z.nullable(z.string()),
  planned_end: z.nullable(z.string()),
  user_id: z.nullable(z.int()),
  project: z.object({ id: z.int(), name: z.string() }),
  outlet: z.object({ id: z.int(), name: z.string(), address: z.string() }),
});
export type ScheduleVisit = z.infer<typeof scheduleVisitSchema>;

/** One row of the grid: an executor and their visits of the period, by planned start. */
const scheduleRowSchema = z.object({
  user: personSchema,
  visits: z.array(scheduleVisitSchema),
});
export type ScheduleRow = z.infer<typeof scheduleRowSchema>;
export const visitScheduleListSchema = paginatedSchema(scheduleRowSchema);

const positiveId = idSchema;
const moment = dateTimeSchema;

/**
 * The visit's day is the calendar date of `planned_start` as sent (its own offset): the day the
 * planner picked, whatever the server's zone. The server answers a start later than the end
 * with VISIT_SCHEDULE_MESSAGES.startAfterEnd.
 */
export const visitScheduleCreateSchema = z.strictObject({
  user_id: positiveId,
  project_outlet_id: positiveId,
  planned_start: moment,
  planned_end: moment,
});
export type VisitScheduleCreate = z.input<typeof visitScheduleCreateSchema>;

/** A move: another executor (of the same project), day or time; what is left out stays. */
export const visitSchedulePatchSchema = z.strictObject({
  user_id: z.optional(positiveId),
  planned_start: z.optional(moment),
  planned_end: z.optional(moment),
});
export type VisitSchedulePatch = z.input<typeof visitSchedulePatchSchema>;

const visitScheduleIdParamsSchema = z.object({ id: idParamSchema });

export const visitScheduleCalls = {
  listSchedule: withSchemas(visitScheduleAddresses.listSchedule, {
    body: visitScheduleFilterSchema,
    reply: visitScheduleListSchema,
  }),
  createScheduledVisit: defineCall({
    service: 'main',
    route: 'POST /visit_schedule/',
    permission: { area: SCHEDULE_AREA, level: 'create' },
    summary: 'Plan a visit: executor, project outlet, planned start and end',
    status: 201,
    body: visitScheduleCreateSchema,
    reply: scheduleVisitSchema,
  }),
  updateScheduledVisit: defineCall({
    service: 'main',
    route: 'PATCH /visit_schedule/{id}/',
    permission: { area: SCHEDULE_AREA, level: 'update' },
    summary: 'Move a planned or new visit: executor, day, planned start and end',
    params: visitScheduleIdParamsSchema,
    body: visitSchedulePatchSchema,
    reply: scheduleVisitSchema,
  }),
  deleteScheduledVisit: defineCall({
    service: 'main',
    route: 'DELETE /visit_schedule/{id}/',
    // Level delete = the Delete derived right plus UPDATE on the area (src/access/can.ts).
    permission: { area: SCHEDULE_AREA, level: 'delete' },
    summary: 'Remove a planned or new visit from the schedule (soft: it leaves every list)',
    status: 204,
    params: visitScheduleIdParamsSchema,
    reply: z.null(),
  }),
};
