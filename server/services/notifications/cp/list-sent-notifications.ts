import { and, count, desc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import { notifications, user_projects, users } from '#server/db/schema/index';
import { searchWords } from '#server/lib/search-words';
import type { Paginated } from '#src/contracts/list';
import type { SentNotification, sentNotificationFilterSchema } from '#src/contracts/notifications';
import { notificationColumns, notificationReply } from '../notification-reply';

type SentNotificationFilter = z.output<typeof sentNotificationFilterSchema>;

/** Administrators see everyone's notifications; others those of their projects' people. */
export interface SentScope {
  isAdmin: boolean;
  projectIds: number[];
}

function scopeOf(db: Database, scope: SentScope): SQL | undefined {
  if (scope.isAdmin) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(user_projects)
      .where(
        and(
          eq(user_projects.user_id, notifications.user_id),
          eq(user_projects.is_active, true),
          inArray(user_projects.project_id, scope.projectIds),
        ),
      ),
  );
}

/** A page of sent notifications with their recipient, newest first. */
export async function listSentNotifications(
  db: Database,
  scope: SentScope,
  filter: SentNotificationFilter,
): Promise<Paginated<SentNotification>> {
  const where = and(
    scopeOf(db, scope),
    filter.distribution_id ? eq(notifications.distribution_id, filter.distribution_id) : undefined,
    filter.user_ids?.length ? inArray(notifications.user_id, filter.user_ids) : undefined,
    filter.is_viewed === undefined ? undefined : eq(notifications.is_viewed, filter.is_viewed),
    searchWords(filter.search, (pattern) =>
      or(ilike(notifications.title, pattern), ilike(notifications.text, pattern)),
    ),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        notification: notificationColumns,
        user: {
          id: users.id,
          last_name: users.last_name,
          first_name: users.first_name,
          patronymic_name: users.patronymic_name,
        },
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.user_id))
      .where(where)
      .orderBy(desc(notifications.created_at), desc(notifications.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  const items = rows.map(({ notification, user }) => ({
    ...notificationReply(notification),
    user,
  }));
  return { items, total, limit: filter.limit, offset: filter.offset };
}
