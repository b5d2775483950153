import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { FORBIDDEN } from '#server/access/route-permission-types';
import { constraintError } from '#server/crud/database-errors';
import { assertInProject, type ProjectReference } from '#server/crud/project-references';
import type { Database } from '#server/db/client';
import { projects, user_projects as up, users } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { todayIso } from '#server/lib/dates';
import {
  type assignUserProjectsSchema,
  USER_PROJECT_MESSAGES as MESSAGES,
  type UserProjectLink,
  type userProjectPatchSchema,
} from '#src/contracts/user-projects';
import { linksByIds } from './list-user-project-links';

type Assign = z.output<typeof assignUserProjectsSchema>;
type Patch = z.output<typeof userProjectPatchSchema>;

const activeFirst = () =>
  new ApiError(400, MESSAGES.activeFirst, [{ field: 'status', message: MESSAGES.activeFirst }]);
const linkNotFound = () => new ApiError(404, MESSAGES.linkNotFound);
const selfManager = () =>
  new ApiError(400, MESSAGES.selfManager, [{ field: 'manager_id', message: MESSAGES.selfManager }]);

const managerOf = (id: number): ProjectReference => ({ field: 'manager_id', id, of: 'member' });

/** A foreign key the caller named that does not exist (position) as a 400. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw constraintError(error) ?? error;
  }
}

/**
 * Links `userId` to the projects of `body` (see assignUserProjectsSchema for the rules);
 * `permitted` are the caller's projects where they may create team members.
 */
export async function assignUserProjects(
  db: Database,
  permitted: readonly number[],
  userId: number,
  shouldRelink: boolean,
  body: Assign,
): Promise<UserProjectLink[]> {
  if (body.project_ids.some((id) => !permitted.includes(id))) throw new ApiError(403, FORBIDDEN);
  const [user] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError(404, MESSAGES.userNotFound);
  if (user.status !== 'active') throw activeFirst();
  if (body.manager_id === userId) throw selfManager();
  // The manager leads the user in every project of the call, so belongs to each of them.
  if (typeof body.manager_id === 'number') {
    await assertInProject(db, body.project_ids, [managerOf(body.manager_id)]);
  }
  const values = {
    manager_id: body.manager_id ?? null,
    position_id: body.position_id ?? null,
    position: body.position ?? null,
    start_date: body.start_date ?? null,
    end_date: body.end_date ?? null,
    is_active: true,
  };
  const ids = await guarded(() =>
    db.transaction(async (tx) => {
      // Locked, so a concurrent assign cannot link the same project between check and write.
      const current = await tx
        .select({ name: projects.name })
        .from(up)
        .innerJoin(projects, eq(projects.id, up.project_id))
        .where(
          and(
            eq(up.user_id, userId),
            inArray(up.project_id, body.project_ids),
            eq(up.is_active, true),
          ),
        )
        .orderBy(projects.name)
        .for('update', { of: up });
      if (current.length && !shouldRelink) {
        const detail = `${MESSAGES.alreadyLinked}: ${current.map((row) => row.name).join(', ')}`;
        throw new ApiError(409, detail, [{ field: 'project_ids', message: detail }]);
      }
      const rows = await tx
        .insert(up)
        .values(body.project_ids.map((project_id) => ({ user_id: userId, project_id, ...values })))
        .onConflictDoUpdate({ target: [up.user_id, up.project_id], set: values })
        .returning({ id: up.id });
      return rows.map((row) => row.id);
    }),
  );
  return linksByIds(db, ids);
}

/**
 * Ends the links `ids` (see unlinkUserProjectsSchema): all of them in `permitted` projects, or
 * 404 and nothing changed. Ended ones stay as they are.
 */
export async function unlinkUserProjects(
  db: Database,
  permitted: readonly number[],
  ids: number[],
): Promise<UserProjectLink[]> {
  const unique = [...new Set(ids)];
  const found = await db
    .select({ project_id: up.project_id })
    .from(up)
    .where(inArray(up.id, unique));
  if (
    found.length !== unique.length ||
    found.some((link) => !permitted.includes(link.project_id))
  ) {
    throw linkNotFound();
  }
  const today = todayIso();
  // Ends today, or earlier if it was to end earlier, never before it started.
  const end = sql`greatest(${up.start_date}, least(coalesce(${up.end_date}, ${today}::date), ${today}::date))`;
  await db
    .update(up)
    .set({ is_active: false, end_date: end })
    .where(and(inArray(up.id, unique), eq(up.is_active, true)));
  return linksByIds(db, unique);
}

const PATCH_KEYS = ['manager_id', 'position_id', 'position', 'start_date', 'end_date'] as const;

/** Changes a current link of an Active user (see userProjectPatchSchema). */
export async function patchUserProject(
  db: Database,
  permitted: readonly number[],
  id: number,
  patch: Patch,
): Promise<UserProjectLink> {
  await guarded(() =>
    db.transaction(async (tx) => {
      const [link] = await tx
        .select({
          user_id: up.user_id,
          project_id: up.project_id,
          is_active: up.is_active,
          status: users.status,
          manager_id: up.manager_id,
          position_id: up.position_id,
          position: up.position,
          start_date: up.start_date,
          end_date: up.end_date,
        })
        .from(up)
        .innerJoin(users, eq(users.id, up.user_id))
        .where(eq(up.id, id))
        .for('update', { of: up });
      if (!link?.is_active || !permitted.includes(link.project_id)) throw linkNotFound();
      if (link.status !== 'active') throw activeFirst();
      if (patch.manager_id === link.user_id) throw selfManager();
      const changes: Patch = {};
      for (const key of PATCH_KEYS) {
        const value = patch[key];
        if (value !== undefined && value !== link[key]) Object.assign(changes, { [key]: value });
      }
      if (Object.keys(changes).length === 0) throw new ApiError(400, MESSAGES.notChanged);
      if (typeof changes.manager_id === 'number') {
        await assertInProject(tx, link.project_id, [managerOf(changes.manager_id)]);
      }
      const start = 'start_date' in changes ? changes.start_date : link.start_date;
      const end = 'end_date' in changes ? changes.end_date : link.end_date;
      if (start && end && start > end) {
        throw new ApiError(400, MESSAGES.startAfterEnd, [
          { field: 'start_date', message: MESSAGES.startAfterEnd },
        ]);
      }
      await tx.update(up).set(changes).where(eq(up.id, id));
    }),
  );
  const [link] = await linksByIds(db, [id]);
  return link;
}
