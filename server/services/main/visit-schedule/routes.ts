import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessOf } from '#server/access/permissions-request';
import { visits } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import {
  EDITABLE_VISIT_STATUSES,
  scheduleVisitSchema,
  VISIT_SCHEDULE_MESSAGES,
  visitScheduleCreateSchema,
  visitScheduleFilterSchema,
  visitScheduleIdParamsSchema,
  visitScheduleListSchema,
  visitSchedulePatchSchema,
} from '#src/contracts/visit-schedule';
import { listSchedule } from './list-schedule';
import {
  checkOrder,
  dayOf,
  editableVisitOrFail,
  membershipOrFail,
  outletOrFail,
  scheduleVisit,
} from './write-schedule';

const area = 'visiting_schedule' as const;
/** Changed only while still editable: a visit started meanwhile is not moved under its executor. */
const stillEditable = (id: number) =>
  and(
    eq(visits.id, id),
    isNull(visits.deleted_at),
    inArray(visits.status, [...EDITABLE_VISIT_STATUSES]),
  );

export const visitScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/visit_schedule/list/',
    {
      config: { permission: { area, level: 'read' } },
      schema: {
        summary: 'Visit schedule: a page of executors, each with their visits of the period',
        body: visitScheduleFilterSchema,
        response: { 200: visitScheduleListSchema },
      },
    },
    async (request) => {
      const { permittedProjectIds } = await accessOf(request);
      return listSchedule(app.db, permittedProjectIds, request.body);
    },
  );

  app.post(
    '/visit_schedule/',
    {
      config: { permission: { area, level: 'create' } },
      schema: {
        summary: 'Plan a visit: executor, project outlet, planned start and end',
        body: visitScheduleCreateSchema,
        response: { 201: scheduleVisitSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { permittedProjectIds } = await accessOf(request);
      const outlet = await outletOrFail(app.db, body.project_outlet_id, permittedProjectIds);
      const start = new Date(body.planned_start);
      const end = new Date(body.planned_end);
      checkOrder(start, end);
      const member = await membershipOrFail(app.db, body.user_id, outlet.project_id);
      // Org placement is copied from the outlet, as every visit carries it (schema/visits.ts).
      const [created] = await app.db
        .insert(visits)
        .values({
          project_id: outlet.project_id,
          project_outlet_id: outlet.id,
          user_id: body.user_id,
          manager_id: member.manager_id,
          project_retail_id: outlet.project_retail_id,
          branch_id: outlet.branch_id,
          territory_id: outlet.territory_id,
          city_id: outlet.city_id,
          visit_type: 'visit',
          status: 'planned',
          visit_date: dayOf(body.planned_start),
          planned_start: start,
          planned_end: end,
        })
        .returning({ id: visits.id });
      return reply.code(201).send(await scheduleVisit(app.db, created.id));
    },
  );

  app.patch(
    '/visit_schedule/:id/',
    {
      config: { permission: { area, level: 'update' } },
      schema: {
        summary: 'Move a planned or new visit: executor, day, planned start and end',
        params: visitScheduleIdParamsSchema,
        body: visitSchedulePatchSchema,
        response: { 200: scheduleVisitSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const { permittedProjectIds } = await accessOf(request);
      const visit = await editableVisitOrFail(app.db, request.params.id, permittedProjectIds);
      const start = body.planned_start ? new Date(body.planned_start) : visit.planned_start;
      const end = body.planned_end ? new Date(body.planned_end) : visit.planned_end;
      checkOrder(start, end);
      const changes: Partial<typeof visits.$inferInsert> = {
        planned_start: start,
        planned_end: end,
      };
      if (body.planned_start) changes.visit_date = dayOf(body.planned_start);
      if (body.user_id !== undefined && body.user_id !== visit.user_id) {
        const member = await membershipOrFail(app.db, body.user_id, visit.project_id);
        changes.user_id = body.user_id;
        changes.manager_id = member.manager_id;
      }
      const updated = await app.db
        .update(visits)
        .set(changes)
        .where(stillEditable(visit.id))
        .returning({ id: visits.id });
      if (updated.length === 0) throw new ApiError(400, VISIT_SCHEDULE_MESSAGES.notEditable);
      return scheduleVisit(app.db, visit.id);
    },
  );

  app.delete(
    '/visit_schedule/:id/',
    {
      // Level delete = the Delete derived right plus UPDATE on the area (src/access/can.ts).
      config: { permission: { area, level: 'delete' } },
      schema: {
        summary: 'Remove a planned or new visit from the schedule (soft: it leaves every list)',
        params: visitScheduleIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { permittedProjectIds } = await accessOf(request);
      const visit = await editableVisitOrFail(app.db, request.params.id, permittedProjectIds);
      const removed = await app.db
        .update(visits)
        .set({ deleted_at: new Date() })
        .where(stillEditable(visit.id))
        .returning({ id: visits.id });
      if (removed.length === 0) throw new ApiError(400, VISIT_SCHEDULE_MESSAGES.notEditable);
      return reply.code(204).send(null);
    },
  );
};
