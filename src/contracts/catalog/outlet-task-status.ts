import * as z from 'zod/mini';
import { defineCall } from '../calls';
import { isoDateSchema } from '../fields';
import { catalogIdParamsSchema, catalogIdSchema, requiredText } from './catalog-list';

/**
 * Whether an outlet takes tasks (spec section 7, task_outlet_status): open; closed for good or
 * for a while; under renovation; refusing the work. Every status but open has a reason.
 */
export const TASK_OUTLET_STATUSES = ['open', 'closed', 'renovation', 'refused'] as const;
export type TaskOutletStatus = (typeof TASK_OUTLET_STATUSES)[number];

export const TASK_OUTLET_STATUS_MESSAGES = {
  reasonRequired: 'Укажите причину: точка не открыта для задач',
  outletNotFound: 'Точка проекта не найдена',
} as const;

/**
 * POST {main}/project_outlets/task_outlet_status/: the outlet's status from `date` on. The
 * reason is required unless the outlet is open.
 */
export const taskOutletStatusRequestSchema = z
  .strictObject({
    project_outlet_id: catalogIdSchema,
    status: z.enum(TASK_OUTLET_STATUSES),
    reason: z.optional(z.nullable(requiredText(1000))),
    date: isoDateSchema,
  })
  .check(
    z.refine((value) => value.status === 'open' || Boolean(value.reason), {
      message: TASK_OUTLET_STATUS_MESSAGES.reasonRequired,
      path: ['reason'],
    }),
  );
export type TaskOutletStatusRequest = z.input<typeof taskOutletStatusRequestSchema>;

/** One change of an outlet's status: who set it and when. */
const taskOutletStatusSchema = z.object({
  id: z.int(),
  project_outlet_id: z.int(),
  status: z.enum(TASK_OUTLET_STATUSES),
  reason: z.nullable(z.string()),
  date: z.string(),
  user_name: z.nullable(z.string()),
  created_at: z.string(),
});
export type TaskOutletStatusRow = z.infer<typeof taskOutletStatusSchema>;

/**
 * GET {main}/project_outlets/{id}/task_outlet_status/: the current status (none set: the outlet
 * is open) and the latest changes, newest first.
 */
const taskOutletStatusStateSchema = z.object({
  current: z.nullable(taskOutletStatusSchema),
  history: z.array(taskOutletStatusSchema),
});
export type TaskOutletStatusState = z.infer<typeof taskOutletStatusStateSchema>;

/** Changes a status screen shows. */
export const TASK_OUTLET_HISTORY_SIZE = 20;

/** Set with the project outlets' UPDATE, read with their READ (spec section 6). */
export const outletTaskStatusCalls = {
  setStatus: defineCall({
    service: 'main',
    route: 'POST /project_outlets/task_outlet_status/',
    permission: { area: 'project_outlets', level: 'update' },
    summary:
      'Sets whether an outlet takes tasks from a date (open, closed, renovation, refused; ' +
      'a reason unless open); answers the current status',
    body: taskOutletStatusRequestSchema,
    reply: taskOutletStatusSchema,
  }),
  getStatus: defineCall({
    service: 'main',
    route: 'GET /project_outlets/{id}/task_outlet_status/',
    permission: { area: 'project_outlets', level: 'read' },
    summary: 'An outlet’s current availability for tasks and its latest changes',
    params: catalogIdParamsSchema,
    reply: taskOutletStatusStateSchema,
  }),
};
