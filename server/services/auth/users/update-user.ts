import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { USER_MESSAGES, type userPatchSchema } from '#src/contracts/users';
import { assertUnique, uniqueViolation } from './create-user';

export type UserPatchInput = z.output<typeof userPatchSchema>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Applies the fields that differ from the stored user. Answers the previous status, so the
 * caller can end sessions on blocking; 400 'Данные не были изменены' when nothing differs.
 */
export async function updateUser(
  db: Database,
  userId: number,
  patch: UserPatchInput,
): Promise<{ previousStatus: string; changed: (keyof UserPatchInput)[] } | undefined> {
  const [current] = await db.select().from(users).where(eq(users.id, userId));
  if (!current) return undefined;
  const changes: Partial<UserPatchInput> = {};
  for (const key of Object.keys(patch) as (keyof UserPatchInput)[]) {
    if (patch[key] !== undefined && !same(patch[key], current[key])) {
      Object.assign(changes, { [key]: patch[key] });
    }
  }
  const changed = Object.keys(changes) as (keyof UserPatchInput)[];
  if (changed.length === 0) throw new ApiError(400, USER_MESSAGES.notChanged);
  await assertUnique(db, { login: changes.login, phone: changes.phone }, userId);
  try {
    await db.update(users).set(changes).where(eq(users.id, userId));
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
  return { previousStatus: current.status, changed };
}
