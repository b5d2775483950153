import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { callerOf } from '#server/access/require-user';
import type { Database } from '#server/db/client';
import {
  project_outlets,
  project_outlet_task_statuses as statuses,
  users,
} from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { catalogIdParamsSchema } from '#src/contracts/catalog/catalog-list';
import {
  TASK_OUTLET_HISTORY_SIZE,
  TASK_OUTLET_STATUS_MESSAGES,
  taskOutletStatusRequestSchema,
  taskOutletStatusSchema,
  taskOutletStatusStateSchema,
} from '#src/contracts/catalog/outlet-task-status';

const selection = {
  id: statuses.id,
  project_outlet_id: statuses.project_outlet_id,
  status: statuses.status,
  reason: statuses.reason,
  date: statuses.date,
  user_name: sql<
    string | null
  >`(select concat_ws(' ', ${users.last_name}, ${users.first_name}) from ${users} where ${eq(users.id, statuses.user_id)})`,
  created_at: statuses.created_at,
};

/** The outlet's changes, newest first: by date, then by entry. */
async function changesOf(db: Database, outletId: number, limit: number) {
  const rows = await db
    .select(selection)
    .from(statuses)
    .where(eq(statuses.project_outlet_id, outletId))
    .orderBy(desc(statuses.date), desc(statuses.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/** 404 unless the outlet is of a project where the caller holds the route's level. */
async function assertOutlet(db: Database, id: number, permitted: readonly number[]) {
  const [row] = permitted.length
    ? await db
        .select({ id: project_outlets.id })
        .from(project_outlets)
        .where(and(eq(project_outlets.id, id), inArray(project_outlets.project_id, [...permitted])))
    : [];
  if (!row) throw new ApiError(404, TASK_OUTLET_STATUS_MESSAGES.outletNotFound);
}

/**
 * An outlet's availability for tasks (spec section 7, task_outlet_status): set with the project
 * outlets' UPDATE, read with their READ (spec section 6).
 */
export const outletTaskStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/project_outlets/task_outlet_status/',
    {
      config: { permission: { area: 'project_outlets', level: 'update' } },
      schema: {
        summary:
          'Sets whether an outlet takes tasks from a date (open, closed, renovation, refused; ' +
          'a reason unless open); answers the current status',
        body: taskOutletStatusRequestSchema,
        response: { 200: taskOutletStatusSchema },
      },
    },
    async (request) => {
      const { body } = request;
      const { permittedProjectIds } = await accessOf(request);
      await assertOutlet(app.db, body.project_outlet_id, permittedProjectIds);
      await app.db.insert(statuses).values({
        project_outlet_id: body.project_outlet_id,
        status: body.status,
        reason: body.status === 'open' ? (body.reason ?? null) : body.reason,
        date: body.date,
        user_id: callerOf(request).id,
      });
      const [current] = await changesOf(app.db, body.project_outlet_id, 1);
      return current;
    },
  );

  app.get(
    '/project_outlets/:id/task_outlet_status/',
    {
      config: { permission: { area: 'project_outlets', level: 'read' } },
      schema: {
        summary: 'An outlet’s current availability for tasks and its latest changes',
        params: catalogIdParamsSchema,
        response: { 200: taskOutletStatusStateSchema },
      },
    },
    async (request) => {
      const { permittedProjectIds } = await accessOf(request);
      await assertOutlet(app.db, request.params.id, permittedProjectIds);
      const history = await changesOf(app.db, request.params.id, TASK_OUTLET_HISTORY_SIZE);
      return { current: history[0] ?? null, history };
    },
  );
};
