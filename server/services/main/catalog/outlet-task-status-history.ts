import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import {
  project_outlets,
  project_outlet_task_statuses as statuses,
  users,
} from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import {
  TASK_OUTLET_HISTORY_SIZE,
  TASK_OUTLET_STATUS_MESSAGES,
  type TaskOutletStatusRow,
  type TaskOutletStatusState,
  type taskOutletStatusRequestSchema,
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
 * Adds a change of the outlet's status, by `userId`, to the history (decision 033); answers
 * the current status.
 */
export async function setOutletTaskStatus(
  db: Database,
  input: z.output<typeof taskOutletStatusRequestSchema>,
  by: { userId: number; permitted: readonly number[] },
): Promise<TaskOutletStatusRow> {
  await assertOutlet(db, input.project_outlet_id, by.permitted);
  await db.insert(statuses).values({
    project_outlet_id: input.project_outlet_id,
    status: input.status,
    reason: input.status === 'open' ? (input.reason ?? null) : input.reason,
    date: input.date,
    user_id: by.userId,
  });
  const [current] = await changesOf(db, input.project_outlet_id, 1);
  return current;
}

/** The outlet's current status (none set: open) and its latest changes. */
export async function getOutletTaskStatus(
  db: Database,
  outletId: number,
  permitted: readonly number[],
): Promise<TaskOutletStatusState> {
  await assertOutlet(db, outletId, permitted);
  const history = await changesOf(db, outletId, TASK_OUTLET_HISTORY_SIZE);
  return { current: history[0] ?? null, history };
}
