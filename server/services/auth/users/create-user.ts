import { eq, or } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { USER_MESSAGES, type userCreateSchema } from '#src/contracts/users';

type UserCreateInput = z.output<typeof userCreateSchema>;

/** 409 when another user already has this login or phone. */
export async function assertUnique(
  db: Database,
  fields: { login?: string; phone?: string | null },
  exceptUserId?: number,
): Promise<void> {
  const checks = [
    fields.login ? eq(users.login, fields.login) : undefined,
    fields.phone ? eq(users.phone, fields.phone) : undefined,
  ].filter((check) => check !== undefined);
  if (checks.length === 0) return;
  const clashes = await db
    .select({ id: users.id, login: users.login, phone: users.phone })
    .from(users)
    .where(or(...checks));
  const other = clashes.filter((user) => user.id !== exceptUserId);
  if (other.some((user) => user.login === fields.login)) {
    throw new ApiError(409, USER_MESSAGES.loginTaken, [
      { field: 'login', message: USER_MESSAGES.loginTaken },
    ]);
  }
  if (other.length > 0) {
    throw new ApiError(409, USER_MESSAGES.phoneTaken, [
      { field: 'phone', message: USER_MESSAGES.phoneTaken },
    ]);
  }
}

/** A concurrent insert can still win the race: the unique index then answers the same 409. */
export function uniqueViolation(error: unknown): ApiError | undefined {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  if (code !== '23505') return undefined;
  return constraint?.includes('phone')
    ? new ApiError(409, USER_MESSAGES.phoneTaken)
    : new ApiError(409, USER_MESSAGES.loginTaken);
}

export async function createUser(
  db: Database,
  input: Omit<UserCreateInput, 'password' | 'password_repeat'>,
  passwordHash: string | null,
): Promise<number> {
  await assertUnique(db, input);
  try {
    const [row] = await db
      .insert(users)
      .values({ ...input, password_hash: passwordHash })
      .returning({ id: users.id });
    return row.id;
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}
