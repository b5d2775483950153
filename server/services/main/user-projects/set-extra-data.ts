import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { user_projects as up, users } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { USER_PROJECT_MESSAGES as MESSAGES } from '#src/contracts/user-projects';

/** A user without a current link to the project. */
const NOT_MEMBER = 'Пользователь не состоит в проекте';

/** What setting a field did: added it, changed its value, or found it as it was. */
export type ExtraDataChange = 'added' | 'changed' | 'unchanged';

/**
 * Sets one field of a user's extra data in a project (a value kept with their current link, as
 * the client's own systems name it); a null value removes the field. The link must be current
 * and the user Active, as for changing the link itself.
 */
export async function setUserProjectExtraField(
  db: Database,
  link: { userId: number; projectId: number },
  field: string,
  value: string | null,
): Promise<ExtraDataChange> {
  const [current] = await db
    .select({ id: up.id, is_active: up.is_active, extra: up.extra_data, status: users.status })
    .from(up)
    .innerJoin(users, eq(users.id, up.user_id))
    .where(and(eq(up.user_id, link.userId), eq(up.project_id, link.projectId)))
    .for('update', { of: up });
  const refused = (status: number, message: string) =>
    new ApiError(status, message, [{ field: 'user_id', message }]);
  if (!current?.is_active) throw refused(404, NOT_MEMBER);
  if (current.status !== 'active') throw refused(400, MESSAGES.activeFirst);
  const before = current.extra?.[field];
  if ((before ?? null) === value) return 'unchanged';
  const extra =
    value === null
      ? sql`coalesce(${up.extra_data}, '{}'::jsonb) - ${field}::text`
      : sql`coalesce(${up.extra_data}, '{}'::jsonb) || jsonb_build_object(${field}::text, ${value}::text)`;
  await db.update(up).set({ extra_data: extra }).where(eq(up.id, current.id));
  return before === undefined ? 'added' : 'changed';
}
