import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '#server/db/client';
import { notifications, roles, user_roles, users } from '#server/db/schema/index';
import type { NotificationKind } from '#src/contracts/notifications';

export interface UserNotice {
  /** Recipients; unknown and inactive users are skipped, repeats count once. */
  userIds: readonly number[];
  title: string;
  body: string;
  /** A portal path the notification opens, e.g. `/visit_feed/42`. */
  link?: string | null;
  kind: NotificationKind;
  projectId?: number | null;
}

/**
 * Server events → the notifications users see in the portal (polled every 5 s). Any service
 * calls it, inside its own transaction when it has one (pass the transaction as `db`), so the
 * notice exists exactly when the change does. It writes rows only: nothing is pushed.
 *
 * Events and their call sites:
 * - a support request is filed → administrators (`support`): main/support/routes.ts;
 * - a visit's check is rejected → the visit's executor (`check`, link `/visit_feed/{id}`):
 *   the checker service's check_list_result/create;
 * - a task is assigned → its executor (`task`, link `/tasks`): the task create/assign calls;
 * - an import finishes → its author (`import`, link `/import-journal/{id}/{projectId}`):
 *   the import service.
 * - someone else sets a user's password → that user (`info`): auth users/set-password-route.ts.
 * Distributions create their notifications themselves, set-based (notifications service).
 *
 * Answers how many notifications were created.
 */
export async function notifyUsers(db: Database, notice: UserNotice): Promise<number> {
  const userIds = [...new Set(notice.userIds)];
  if (userIds.length === 0) return 0;
  return notifyWhere(db, and(inArray(users.id, userIds), eq(users.status, 'active')), {
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    link: notice.link,
    projectId: notice.projectId,
  });
}

export interface NoticeContent {
  kind: NotificationKind;
  title: string;
  body: string;
  link?: string | null;
  projectId?: number | null;
  distributionId?: number | null;
}

const column = (name: keyof typeof notifications.$inferSelect) => sql.identifier(name);

/**
 * One notification for every user matching `who` (a condition on `users`), in one
 * INSERT … SELECT however many users it reaches. Answers how many were created.
 */
export async function notifyWhere(
  db: Database,
  who: SQL | undefined,
  notice: NoticeContent,
): Promise<number> {
  const payload = JSON.stringify({ link: notice.link ?? null });
  const columns = sql.join(
    (['user_id', 'distribution_id', 'project_id', 'type', 'title', 'text', 'payload'] as const).map(
      column,
    ),
    sql`, `,
  );
  // drizzle's insert().select() wants every column of the table, the identity id included.
  const created = await rowsOf<unknown>(
    db,
    sql`
    insert into ${notifications} (${columns})
    select ${users.id}, ${notice.distributionId ?? null}::integer, ${notice.projectId ?? null}::integer,
      ${notice.kind}::text, ${notice.title}::text, ${notice.body}::text, ${payload}::jsonb
    from ${users}
    where ${who ?? sql`true`}
    returning ${column('id')}`,
  );
  return created.length;
}

/** Active users holding a role, e.g. the administrators who answer support requests. */
export async function usersWithRole(db: Database, role: string): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(user_roles, eq(user_roles.user_id, users.id))
    .innerJoin(roles, eq(roles.id, user_roles.role_id))
    .where(and(eq(roles.sys_name, role), eq(users.status, 'active')));
  return rows.map((row) => row.id);
}
