import { eq } from 'drizzle-orm';
import { signToken } from '../../../server/access/tokens';
import { users } from '../../../server/db/schema/index';
import type { TestApp } from './test-app';

/** The Authorization header of a demo user, minted directly so tests do not depend on login. */
export async function bearerFor(test: TestApp, login: string): Promise<{ authorization: string }> {
  const [user] = await test.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.login, login));
  if (!user) throw new Error(`no demo user ${login}`);
  const { token } = await signToken(test.app.config, {
    userId: user.id,
    type: 'access',
    ttlSeconds: 600,
  });
  return { authorization: `Bearer ${token}` };
}
