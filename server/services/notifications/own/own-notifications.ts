import { and, desc, eq, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import { notifications } from '#server/db/schema/index';
import type { NotificationList, notificationFilterSchema } from '#src/contracts/notifications';
import { notificationColumns, notificationReply } from '../notification-reply';

type NotificationFilter = z.output<typeof notificationFilterSchema>;

const mine = (userId: number) => eq(notifications.user_id, userId);
// Served by the partial index notifications_unviewed_idx (user_id) where not is_viewed.
const unviewed = not(notifications.is_viewed);

function filterOf(filter: NotificationFilter): SQL | undefined {
  return and(
    filter.is_viewed === undefined ? undefined : eq(notifications.is_viewed, filter.is_viewed),
    filter.is_received === undefined
      ? undefined
      : eq(notifications.is_received, filter.is_received),
  );
}

/**
 * The filter's total and the unviewed count in one statement. The poll (`is_viewed: false`)
 * becomes `user_id = $1 and not is_viewed`: one count on the partial index.
 */
async function countNotifications(db: Database, userId: number, filter: NotificationFilter) {
  const matching = filterOf(filter);
  const onlyUnviewed = filter.is_viewed === false && filter.is_received === undefined;
  const where = onlyUnviewed
    ? and(mine(userId), unviewed)
    : and(mine(userId), matching && or(matching, unviewed));
  const [counts] = await db
    .select({
      total: matching
        ? sql<number>`count(*) filter (where ${matching})::int`
        : sql<number>`count(*)::int`,
      unviewed: sql<number>`count(*) filter (where ${unviewed})::int`,
    })
    .from(notifications)
    .where(where);
  return counts;
}

/**
 * A page of the caller's notifications, newest first, and the counts. The listed ones become
 * received (the portal has shown them); `limit: 0` only counts and changes nothing.
 */
export async function listOwnNotifications(
  db: Database,
  userId: number,
  filter: NotificationFilter,
): Promise<NotificationList> {
  const page = { limit: filter.limit, offset: filter.offset };
  const counts = await countNotifications(db, userId, filter);
  const reply = { items: [], total: counts.total, unviewed_count: counts.unviewed, ...page };
  if (filter.limit === 0 || counts.total === 0) return reply;
  const rows = await db
    .select(notificationColumns)
    .from(notifications)
    .where(and(mine(userId), filterOf(filter)))
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const fresh = rows.filter((row) => !row.is_received).map((row) => row.id);
  if (fresh.length) {
    const now = new Date();
    await db
      .update(notifications)
      .set({ is_received: true, received_at: now })
      .where(and(mine(userId), inArray(notifications.id, fresh)));
    for (const row of rows) {
      if (!row.is_received) Object.assign(row, { is_received: true, received_at: now });
    }
  }
  return { ...reply, items: rows.map(notificationReply) };
}

/** Marks the caller's notifications among `ids` (or all of them) viewed; others' are ignored. */
export async function markViewed(
  db: Database,
  userId: number,
  request: { ids: number[]; all: boolean },
): Promise<number[]> {
  if (!request.all && request.ids.length === 0) return [];
  const now = new Date();
  const rows = await db
    .update(notifications)
    .set({
      is_viewed: true,
      viewed_at: now,
      is_received: true,
      received_at: sql`coalesce(${notifications.received_at}, now())`,
    })
    .where(
      and(mine(userId), unviewed, request.all ? undefined : inArray(notifications.id, request.ids)),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

/** The caller's unviewed count (the poll's figure). */
export async function countUnviewed(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(mine(userId), unviewed));
  return row.n;
}

/** Deletes a notification: the user's own (`userId`), or any when `userId` is undefined. */
export async function deleteNotification(
  db: Database,
  target: { id: number; userId?: number },
): Promise<boolean> {
  const deleted = await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.id, target.id),
        target.userId === undefined ? undefined : mine(target.userId),
      ),
    )
    .returning({ id: notifications.id });
  return deleted.length > 0;
}
