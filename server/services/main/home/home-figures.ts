import { and, count, eq, inArray, isNull, not } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { notifications, tasks, visits } from '#server/db/schema/index';
import type { HomeTasks, HomeVisits } from '#src/contracts/home';

const OPEN_TASK_STATUSES = ['new', 'pending', 'overdue'] as const;

/** Today's visits of type `visit` in `projectIds`, by status (the feed's default view). */
export async function countVisitsOfDay(
  db: Database,
  projectIds: number[],
  date: string,
): Promise<HomeVisits> {
  const figures: HomeVisits = {
    total: 0,
    new: 0,
    in_progress: 0,
    completed: 0,
    planned: 0,
    not_completed: 0,
  };
  if (projectIds.length === 0) return figures;
  // Served by visits_feed_date_idx (visit_date, visit_type, status, project_id) on live rows.
  const rows = await db
    .select({ status: visits.status, n: count() })
    .from(visits)
    .where(
      and(
        eq(visits.visit_date, date),
        eq(visits.visit_type, 'visit'),
        inArray(visits.project_id, projectIds),
        isNull(visits.deleted_at),
      ),
    )
    .groupBy(visits.status);
  for (const { status, n } of rows) {
    figures[status] = n;
    figures.total += n;
  }
  return figures;
}

/** Tasks of `projectIds` still to be done: new, pending (resumed or in work) and overdue. */
export async function countOpenTasks(db: Database, projectIds: number[]): Promise<HomeTasks> {
  const figures: HomeTasks = { total: 0, new: 0, pending: 0, overdue: 0 };
  if (projectIds.length === 0) return figures;
  const rows = await db
    .select({ status: tasks.status, n: count() })
    .from(tasks)
    .where(and(inArray(tasks.project_id, projectIds), inArray(tasks.status, OPEN_TASK_STATUSES)))
    .groupBy(tasks.status);
  for (const { status, n } of rows) {
    if (status === 'new' || status === 'pending' || status === 'overdue') {
      figures[status] = n;
      figures.total += n;
    }
  }
  return figures;
}

/** The caller's notifications not yet viewed (the partial index notifications_unviewed_idx). */
export async function countUnviewedNotifications(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), not(notifications.is_viewed)));
  return row?.n ?? 0;
}
