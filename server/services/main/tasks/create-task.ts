import type { z } from 'zod/mini';
import { FORBIDDEN } from '#server/access/route-permission-types';
import {
  assertInProject,
  type ProjectReference,
  projectOfRow,
} from '#server/crud/project-references';
import type { Database } from '#server/db/client';
import { project_outlets, tasks } from '#server/db/schema/index';
import { notifyUsers } from '#server/events/notify';
import { ApiError } from '#server/http/errors';
import { dayEnd, todayIso } from '#server/lib/dates';
import { TASK_MESSAGES, type Task, type taskCreateSchema } from '#src/contracts/tasks';
import { findVisit } from '../visits/get-visit';

type TaskCreate = z.output<typeof taskCreateSchema>;

/** The project, outlet and executor the task goes to. */
interface TaskPlacement {
  projectId: number;
  projectOutletId: number | null;
  assigneeId: number;
  visitId: number | null;
}

const outletProject = projectOfRow(project_outlets.id, project_outlets.project_id);

const fieldError = (field: string, message: string) =>
  new ApiError(400, message, [{ field, message }]);

/**
 * Where a task goes: with a visit (of the permitted projects, else 404), its project, outlet and
 * (unless named) executor; without one, the named project (permitted, else 403) and outlet. The
 * outlet and the executor are checked against the task's project in one query.
 */
async function placementOf(
  db: Database,
  input: TaskCreate,
  projectIds: number[],
): Promise<TaskPlacement> {
  let projectId: number;
  let outletId = input.project_outlet_id ?? null;
  let assigneeId = input.assignee_id ?? null;
  const references: ProjectReference[] = [];
  if (input.visit_id !== undefined) {
    const visit = await findVisit(db, { visitId: input.visit_id, projectIds });
    if (!visit) throw new ApiError(404, TASK_MESSAGES.visitNotFound);
    projectId = visit.project_id;
    outletId = visit.project_outlet_id;
    assigneeId ??= visit.user_id;
  } else {
    if (input.project_id === undefined) {
      throw fieldError('project_id', TASK_MESSAGES.projectRequired);
    }
    if (!projectIds.includes(input.project_id)) throw new ApiError(403, FORBIDDEN);
    projectId = input.project_id;
    if (outletId !== null) {
      references.push({
        field: 'project_outlet_id',
        id: outletId,
        of: outletProject,
        message: TASK_MESSAGES.outletNotInProject,
      });
    }
  }
  if (assigneeId === null) throw fieldError('assignee_id', TASK_MESSAGES.noAssignee);
  references.push({
    field: 'assignee_id',
    id: assigneeId,
    of: 'member',
    message: TASK_MESSAGES.assigneeNotInProject,
  });
  await assertInProject(db, projectId, references);
  return {
    projectId,
    projectOutletId: outletId,
    assigneeId,
    visitId: input.visit_id ?? null,
  };
}

/**
 * A task of the permitted projects (those where the caller may create tasks), due today or
 * later, and the executor's notification in one transaction: the notice exists exactly when the
 * task does (server/events/notify.ts).
 */
export async function createTask(
  db: Database,
  params: { input: TaskCreate; projectIds: number[]; authorId: number },
): Promise<Task> {
  const { input } = params;
  if (input.due_date < todayIso()) throw fieldError('due_date', TASK_MESSAGES.dueInPast);
  const placement = await placementOf(db, input, params.projectIds);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tasks)
      .values({
        title: input.title,
        description: input.description,
        project_id: placement.projectId,
        project_outlet_id: placement.projectOutletId,
        visit_id: placement.visitId,
        assignee_id: placement.assigneeId,
        author_id: params.authorId,
        status: 'new',
        // Due by the end of the day (spec section 9), server time.
        due_date: dayEnd(input.due_date),
      })
      .returning();
    await notifyUsers(tx, {
      userIds: [placement.assigneeId],
      kind: 'task',
      title: TASK_MESSAGES.notificationTitle,
      body: `${input.title}. Срок: ${input.due_date.split('-').reverse().join('.')}`,
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
