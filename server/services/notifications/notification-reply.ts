import { notifications } from '#server/db/schema/index';
import type { Notification } from '#src/contracts/notifications';

/** The columns of a notification as the API shows it. */
export const notificationColumns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  text: notifications.text,
  payload: notifications.payload,
  project_id: notifications.project_id,
  distribution_id: notifications.distribution_id,
  is_received: notifications.is_received,
  received_at: notifications.received_at,
  is_viewed: notifications.is_viewed,
  viewed_at: notifications.viewed_at,
  created_at: notifications.created_at,
};

type NotificationRow = Pick<typeof notifications.$inferSelect, keyof typeof notificationColumns>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The link lives in `payload` (notify.ts writes it there) so the table needs no column per extra. */
export function notificationReply(row: NotificationRow): Notification {
  const link = row.payload?.link;
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    text: row.text,
    link: typeof link === 'string' ? link : null,
    project_id: row.project_id,
    distribution_id: row.distribution_id,
    is_received: row.is_received,
    received_at: iso(row.received_at),
    is_viewed: row.is_viewed,
    viewed_at: iso(row.viewed_at),
    created_at: row.created_at.toISOString(),
  };
}
