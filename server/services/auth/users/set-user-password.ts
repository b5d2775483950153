import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema/index';

export async function setUserPassword(db: Database, userId: number, passwordHash: string) {
  await db.update(users).set({ password_hash: passwordHash }).where(eq(users.id, userId));
}

export async function getPasswordHash(db: Database, userId: number) {
  const [row] = await db
    .select({ password_hash: users.password_hash, login: users.login })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
