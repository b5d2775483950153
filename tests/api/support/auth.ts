import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/index';
import { startSession } from '#server/services/auth/sessions';
import type { TestApp } from './test-app';

/**
 * The Authorization header of a user, from a real session (access tokens need one) opened
 * directly, so tests do not depend on the login call or its lock-out.
 */
export async function bearerForId(
  test: TestApp,
  userId: number,
): Promise<{ authorization: string }> {
  const { access } = await startSession(test.database.db, test.app.config, userId);
  return { authorization: `Bearer ${access.token}` };
}

/** The Authorization header of a demo user. */
export async function bearerFor(test: TestApp, login: string): Promise<{ authorization: string }> {
  const [user] = await test.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.login, login));
  if (!user) throw new Error(`no demo user ${login}`);
  return bearerForId(test, user.id);
}
