import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import { tasks } from '#server/db/schema/index';
import { notifyUsers } from '#server/events/notify';
import { dayEnd } from '#server/lib/dates';
import { TASK_MESSAGES, type Task, type taskCreateSchema } from '#src/contracts/tasks';

type TaskCreate = z.output<typeof taskCreateSchema>;

/** What the handler settled: the project, outlet and executor the task goes to. */
export interface TaskPlacement {
  projectId: number;
  projectOutletId: number | null;
  assigneeId: number;
  visitId: number | null;
  authorId: number;
}

/**
 * The task and the executor's notification in one transaction: the notice exists exactly when
 * the task does (server/events/notify.ts).
 */
export async function createTask(
  db: Database,
  body: TaskCreate,
  placement: TaskPlacement,
): Promise<Task> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tasks)
      .values({
        title: body.title,
        description: body.description,
        project_id: placement.projectId,
        project_outlet_id: placement.projectOutletId,
        visit_id: placement.visitId,
        assignee_id: placement.assigneeId,
        author_id: placement.authorId,
        status: 'new',
        // Due by the end of the day (spec section 9), server time.
        due_date: dayEnd(body.due_date),
      })
      .returning();
    await notifyUsers(tx, {
      userIds: [placement.assigneeId],
      kind: 'task',
      title: TASK_MESSAGES.notificationTitle,
      body: `${body.title}. Срок: ${body.due_date.split('-').reverse().join('.')}`,
      link: '/tasks',
      projectId: placement.projectId,
    });
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      project_id: row.project_id,
      project_outlet_id: row.project_outlet_id,
      visit_id: row.visit_id,
      assignee_id: row.assignee_id,
      author_id: row.author_id,
      status: row.status,
      due_date: row.due_date?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
    };
  });
}
