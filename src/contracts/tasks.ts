import * as z from 'zod/mini';
import { defineCall } from './calls';
import { TASK_STATUSES } from './enums';
import { idSchema, textSchema } from './fields';
import { isoDateSchema } from './list';

/**
 * Staff tasks of the main service. Spec section 7 lists no main-service task paths; these follow
 * its pattern (POST to create, answering the row):
 * - POST /tasks/ (area `tasks`, create) — a task, optionally from a visit (/feed-task/create/{id}).
 */
export const TASK_MESSAGES = {
  dueInPast: 'Срок выполнения не может быть в прошлом',
  visitNotFound: 'Визит не найден',
  projectRequired: 'Укажите проект или визит',
  noAssignee: 'Укажите исполнителя задания',
  assigneeNotInProject: 'Исполнитель не состоит в проекте задания',
  outletNotInProject: 'Торговая точка не относится к проекту задания',
  notificationTitle: 'Новое задание',
} as const;

const positiveId = idSchema;

/**
 * With `visit_id`, the project, outlet and (unless named) the executor come from the visit;
 * without it, `project_id` and `assignee_id` are needed. `due_date` is a day, today or later
 * (the server's today; the task is due by the end of it).
 */
export const taskCreateSchema = z.strictObject({
  visit_id: z.optional(positiveId),
  project_id: z.optional(positiveId),
  project_outlet_id: z.optional(positiveId),
  assignee_id: z.optional(positiveId),
  title: textSchema({ min: 1, max: 200 }),
  description: textSchema({ min: 1, max: 5000 }),
  due_date: isoDateSchema,
});
export type TaskCreate = z.input<typeof taskCreateSchema>;

const taskSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.nullable(z.string()),
  project_id: z.int(),
  project_outlet_id: z.nullable(z.int()),
  visit_id: z.nullable(z.int()),
  assignee_id: z.nullable(z.int()),
  author_id: z.nullable(z.int()),
  status: z.enum(TASK_STATUSES),
  due_date: z.nullable(z.string()),
  created_at: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskCalls = {
  createTask: defineCall({
    service: 'main',
    route: 'POST /tasks/',
    permission: { area: 'tasks', level: 'create' },
    summary: 'Create a task, optionally from a visit; its executor is notified',
    status: 201,
    body: taskCreateSchema,
    reply: taskSchema,
  }),
};
